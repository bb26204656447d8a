import type { KeyboardEvent, ReactNode } from 'react'
import { lazyPart, useLazyPart } from './lazy-part'

/** The deck's modal layer renders into this element when it exists, else into <body>. */
export const MODAL_LAYER_ID = 'modal-layer'

export interface DialogProps {
  /** The dialog's title: shown as its heading and used as its accessible name. */
  title: string
  onClose: () => void
  children: ReactNode
  /** Hide the heading visually (it still names the dialog), e.g. for the media viewer. */
  hideTitle?: boolean
  /** Keys the dialog handles itself first (arrows in the media viewer). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void
  className?: string
}

/** The dialog's behaviour (Ariakit's modal dialog): loaded when a dialog first opens. */
export const dialogPart = lazyPart(() => import('./DialogImpl'))

/**
 * A modal dialog, shown while it is rendered: labelled by its title, focus moves in on open and
 * stays inside, the rest of the page is inert, Escape, the close button and a click outside
 * call `onClose`, and focus returns where it was when the dialog goes.
 */
export function Dialog(props: DialogProps) {
  const impl = useLazyPart(dialogPart, true)
  return impl ? <impl.DialogImpl {...props} /> : null
}
