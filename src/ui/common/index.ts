// Shared small UI pieces. Props are documented on each component and kept stable: other areas
// (composer, notifications, deck, settings) import them from here.
export { Alert } from './Alert'

export { Icon } from './Icon'
export type { IconName } from './Icon'

export { Menu } from './Menu'
export type { MenuItem } from './Menu'
export { Modal } from './Modal'

export { RelativeTime } from './RelativeTime'

export { Spinner } from './Spinner'
