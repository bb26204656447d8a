// The status area's public pieces. The deck renders <StatusCard statusId=… /> inside a
// <StatusEnvironmentProvider value={…}> and drives keyboard commands through statusHandleFor.
export { StatusCard } from './StatusCard'

export { StatusEnvironmentProvider } from './status-env'
export type { ComposerCallbacks } from './status-env'

export { statusHandleFor } from './status-handle'
export { Conversation } from './Conversation'
