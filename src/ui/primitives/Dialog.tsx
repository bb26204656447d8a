import type { DialogProps } from './dialog-props'
import { lazyPart, useLazyPart } from './lazy-part'

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
