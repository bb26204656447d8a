import { fetchTranslationLanguages } from '../../api/instance'
import {
  normalizeTranslationLanguages,
  type TranslationLanguage,
} from '../../entities/normalize-misc'
import { keyedAtoms } from '../../lib/keyed-atoms'
import type { AccountKey } from '../entity-cache'
import { clientOf, type LoadTarget } from './target'

export type { TranslationLanguage }

const asked = keyedAtoms<AccountKey, Promise<TranslationLanguage[]>>()

/**
 * The languages the instance's translator writes (GET /api/v1/akkoma/translation/languages),
 * asked once per account and store; an instance that cannot say gives none (logged), and is
 * asked again next time.
 */
export function loadTranslationLanguages(target: LoadTarget): Promise<TranslationLanguage[]> {
  const { store, accountKey } = target
  return asked.get(store, accountKey, () =>
    Promise.resolve()
      .then(() => fetchTranslationLanguages(clientOf({ store, accountKey })))
      .then((raw) => normalizeTranslationLanguages(raw).target)
      .catch((error: unknown) => {
        console.warn('Could not load the translation languages', error)
        asked.remove(store, accountKey)
        return []
      }),
  )
}
