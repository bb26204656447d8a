// The avatar lives with the primitives; this path stays for the existing imports.
export { Avatar } from '../primitives/Avatar'
export type { AvatarProps } from '../primitives/Avatar'
