import { atom } from 'jotai'
import type { ComposerTarget } from '../../ui/composer'
import type { ComposerDraft } from '../../lib/composer/draft'

/** A composer the deck should open in its modal: for whom, for what, prefilled how. */
export interface ComposerRequest {
  account: string
  target: ComposerTarget
  prefill?: Partial<ComposerDraft>
  message?: string
}

export const composerRequestAtom = atom<ComposerRequest | null>(null)
