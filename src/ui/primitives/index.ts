// The design system's primitives (see README.md beside this file). Screens build from these
// and style only with the tokens of src/ui/theme/tokens.css.
export { Button } from './Button'
export type { ButtonProps, ButtonVariant } from './Button'
export { IconButton } from './IconButton'
export type { IconButtonProps } from './IconButton'
export { Menu } from './Menu'
export type { MenuItem, MenuProps } from './Menu'
export { Select } from './Select'
export type { SelectOption, SelectProps } from './Select'
export { Dialog, MODAL_LAYER_ID } from './Dialog'
export type { DialogProps } from './Dialog'
