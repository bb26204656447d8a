// The menu button lives with the primitives; this path stays for the existing imports.
export { Menu } from '../primitives/Menu'
export type { MenuProps } from '../primitives/Menu'
export type { MenuItem } from '../primitives/menu-items'
