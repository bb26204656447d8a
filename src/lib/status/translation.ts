// Which language a translation asks for: the user's target, else a warning to show.
import { defineMessages } from '../../i18n/define-messages'
import type { MessageDescriptor } from '../../i18n/define-messages'

export const translationMessages = defineMessages({
  noTarget: {
    id: 'status.no_translation_target_set',
    defaultMessage: 'No translation target language set',
  },
})

export type TranslationTarget =
  { kind: 'target'; language: string } | { kind: 'warning'; message: MessageDescriptor }

/** The user's translationLanguage when set, else the "no translation target set" warning. */
export function translationTarget(
  translationLanguage: string | null | undefined,
): TranslationTarget {
  const language = (translationLanguage ?? '').trim()
  if (language === '') return { kind: 'warning', message: translationMessages.noTarget }
  return { kind: 'target', language }
}
