// The composer area. The deck places <Composer> docked, inline (replies, quotes) and in
// <ComposerModal> (new post, edit, redraft) under a <ComposerEnvironmentProvider>.
export { Composer } from './Composer'
export type { ComposerProps, ComposerVariant } from './Composer'
export { ComposerModal } from './ComposerModal'
export { ComposerEnvironmentProvider, useComposerEnv } from './composer-env'
export { AccountComposerEnvironment } from './AccountComposerEnvironment'
export type { ComposerEnvironment, ComposerInstance, ComposerViewer } from './composer-env'
export { DraftsList, targetOfDraft } from './DraftsList'
export type { ComposerTarget } from '../../lib/composer/initial-draft'
export { prefillFromStatus, quoteTarget, replyTarget } from '../../lib/composer/from-status'
