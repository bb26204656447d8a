// The composer area. The deck places <Composer> docked, inline (replies and quotes under a status
// card in a column: src/ui/status/InlineComposerSlot.tsx, open state in inline-composers.ts) and in
// <ComposerModal> (new post, edit, redraft, and replies or quotes from outside a column) under a
// <ComposerEnvironmentProvider>.
export { Composer } from './Composer'

export { ComposerModal } from './ComposerModal'

export { AccountComposerEnvironment } from './AccountComposerEnvironment'

export { DraftsList, targetOfDraft } from './DraftsList'
export type { ComposerTarget } from '../../lib/composer/initial-draft'
