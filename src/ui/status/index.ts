// The status area's public pieces. The deck renders <StatusCard statusId=… /> inside a
// <StatusEnvironmentProvider value={…}> and drives keyboard commands through statusHandleFor.
export { StatusCard } from './StatusCard'
export type { StatusCardProps } from './StatusCard'
export { StatusPopover } from './StatusPopover'
export { StatusEnvironmentProvider, useStatusEnv } from './status-env'
export type { ComposerCallbacks, StatusEnvironment, StatusInstance } from './status-env'
export type {
  HandlerResult,
  StatusHandlers,
  ThreadIds,
  TranslationLanguage,
} from './status-handlers'
export { statusHandleFor } from './status-handle'
export type { StatusCardHandle } from './status-handle'
export { createStatusHandlers } from './create-status-handlers'
export { Conversation } from './Conversation'
export type { ConversationProps } from './Conversation'
