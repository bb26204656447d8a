import { useIntl } from 'react-intl'
import type { ComposerDraft } from '../../lib/composer/draft'
import type { Visibility } from '../../entities'
import { FormatSelect, LanguageSelect } from './ComposerOptions'
import { composerMessages } from './messages'
import { ScopeSelector } from './ScopeSelector'

export interface ComposerSettingsRowProps {
  draft: ComposerDraft
  update: (change: (draft: ComposerDraft) => ComposerDraft) => void
  /** The original's scope bounds the selector. */
  original: Visibility | null
  formats: readonly string[]
  /** The scope cannot change in an edit. */
  editing: boolean
}

/** Scope, content format, language and the sensitive flag. */
export function ComposerSettingsRow({
  draft,
  update,
  original,
  formats,
  editing,
}: ComposerSettingsRowProps) {
  const intl = useIntl()
  return (
    <div className="composer-options">
      <ScopeSelector
        value={draft.visibility}
        original={original}
        disabled={editing}
        onChange={(visibility) => update((d) => ({ ...d, visibility }))}
      />
      <FormatSelect
        formats={formats}
        value={draft.contentType}
        onChange={(contentType) => update((d) => ({ ...d, contentType }))}
      />
      <LanguageSelect
        value={draft.language}
        onChange={(language) => update((d) => ({ ...d, language }))}
      />
      <label className="composer-check">
        <input
          type="checkbox"
          checked={draft.nsfw}
          onChange={(event) => update((d) => ({ ...d, nsfw: event.target.checked }))}
        />
        {intl.formatMessage(composerMessages.sensitive)}
      </label>
    </div>
  )
}
