// The modal dialog lives with the primitives; `Modal` stays the name the screens use.
export { Dialog as Modal } from '../primitives/Dialog'
export { MODAL_LAYER_ID } from '../primitives/dialog-props'
export type { DialogProps as ModalProps } from '../primitives/dialog-props'
