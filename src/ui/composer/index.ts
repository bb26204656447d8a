// The composer area. The deck places <Composer> docked, inline (replies and quotes under a status
// card in a column: src/ui/status/InlineComposerSlot.tsx, open state in inline-composers.ts) and in
// <ComposerModal> (new post, edit, redraft, and replies or quotes from outside a column) under a
// <ComposerEnvironmentProvider>.
export { Composer } from './Composer'
export type { ComposerProps, ComposerVariant } from './Composer'
export { ComposerModal } from './ComposerModal'
export { ComposerEnvironmentProvider, useComposerEnv } from './composer-env'
export { AccountComposerEnvironment } from './AccountComposerEnvironment'
export type { ComposerEnvironment, ComposerInstance, ComposerViewer } from './composer-env'
export { DraftsList, targetOfDraft } from './DraftsList'
export type { ComposerTarget } from '../../lib/composer/initial-draft'
export { prefillFromStatus, quoteTarget, replyTarget } from '../../lib/composer/from-status'
export {
  columnOfElement,
  forgetInlineComposers,
  inlineComposerAtom,
  type InlineComposerKind,
} from './inline-composers'
export type { MediaUploader } from './composer-env'
