import { useStore } from 'jotai'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { Status } from '../../entities'
import type { UserMessage } from '../../i18n/define-messages'
import { translationTarget } from '../../lib/status/translation'
import { settingsAtoms } from '../../settings/store'
import { loadTranslationLanguages, useLoad } from '../../state/loaders'
import { formatUserMessage } from '../common/format-user-message'
import { Select } from '../primitives/Select'
import { statusMessages as m } from './messages'
import { useStatusEnv } from './status-env'
import { useCardSettings } from './use-entities'

/**
 * Under a translation: the language it is in, to choose another from the instance's translator
 * (spec 2 §3 supportedTranslationLanguages). The choice becomes the translationLanguage setting
 * and the post is translated again.
 */
export function TranslationLanguage({ status }: { status: Status }) {
  const intl = useIntl()
  const store = useStore()
  const env = useStatusEnv()
  const settings = useCardSettings()
  const [failure, setFailure] = useState<UserMessage | null>(null)
  const languages = useLoad(env.accountKey, 'translation-languages', loadTranslationLanguages)
  const list = languages.data ?? []
  if (list.length === 0) return null
  const current = translationTarget(settings.translationLanguage, intl.locale, list)
  const choose = (code: string) => {
    store.set(settingsAtoms(store, env.accountKey).set, {
      name: 'translationLanguage',
      value: code,
    })
    void env.actions.translate(status.id, code).then((result) => {
      setFailure(result.ok ? null : result.error)
    })
  }
  return (
    <div className="status-translation-language">
      <Select
        label={intl.formatMessage(m.translateTo)}
        value={current.kind === 'target' ? current.language : ''}
        placeholder={intl.formatMessage(m.chooseLanguage)}
        options={list.map((language) => ({ value: language.code, label: language.name }))}
        onChange={choose}
      />
      {failure && (
        <p role="alert" className="status-translation-error">
          {formatUserMessage(intl, failure)}
        </p>
      )}
    </div>
  )
}
