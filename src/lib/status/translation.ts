// Which language a translation asks for (spec 2 §5): the user's translationLanguage when set,
// else the interface language as the instance's translator names it, else a warning to show.
import { defineMessages } from '../../i18n/define-messages'
import type { MessageDescriptor } from '../../i18n/define-messages'
import type { TranslationLanguage } from '../../entities/normalize-misc'

export const translationMessages = defineMessages({
  noTarget: {
    id: 'status.no_translation_target_set',
    defaultMessage: 'No translation target language set',
  },
})

export type TranslationTarget =
  { kind: 'target'; language: string } | { kind: 'warning'; message: MessageDescriptor }

const primary = (code: string) => code.toLowerCase().split(/[-_]/)[0] ?? ''

/**
 * The translator's code for an interface locale: the same code (any case), else the code of the
 * same language (`en` → `EN-GB`, `pt-BR` → `pt`), preferring the bare language. Undefined when
 * the translator does not write that language.
 */
export function matchTranslationLanguage(
  locale: string,
  languages: readonly TranslationLanguage[],
): string | undefined {
  const wanted = locale.trim().toLowerCase().replace('_', '-')
  if (wanted === '') return undefined
  const exact = languages.find((language) => language.code.toLowerCase() === wanted)
  if (exact) return exact.code
  const base = primary(wanted)
  const same = languages.filter((language) => primary(language.code) === base)
  return (same.find((language) => language.code.toLowerCase() === base) ?? same[0])?.code
}

/**
 * The user's translationLanguage when set; else the interface language, as the instance's
 * translator names it (or as is when the instance did not list its languages); else the "no
 * translation target set" warning.
 */
export function translationTarget(
  translationLanguage: string | null | undefined,
  interfaceLocale = '',
  languages: readonly TranslationLanguage[] = [],
): TranslationTarget {
  const language = (translationLanguage ?? '').trim()
  if (language !== '') return { kind: 'target', language }
  const fromInterface =
    languages.length > 0
      ? matchTranslationLanguage(interfaceLocale, languages)
      : primary(interfaceLocale.trim()) || undefined
  if (fromInterface) return { kind: 'target', language: fromInterface }
  return { kind: 'warning', message: translationMessages.noTarget }
}
