// The modal dialog lives with the primitives; `Modal` stays the name the screens use.
export { Dialog as Modal, MODAL_LAYER_ID } from '../primitives/Dialog'
export type { DialogProps as ModalProps } from '../primitives/Dialog'
