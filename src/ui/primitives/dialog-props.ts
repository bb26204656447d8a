// What a dialog takes, shared by its light face (Dialog.tsx) and its lazily loaded behaviour
// (DialogImpl.tsx), which both read it from here.
import type { KeyboardEvent, ReactNode } from 'react'

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
  /** Buttons beside the close button in the heading (the settings modal's minimise). */
  headerActions?: ReactNode
}
