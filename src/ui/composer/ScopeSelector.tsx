import { useId } from 'react'
import { useIntl, type MessageDescriptor } from 'react-intl'
import type { Visibility } from '../../entities'
import { offeredScopes } from '../../lib/composer/scopes'
import { composerMessages } from './messages'

const scopeLabels: Record<Visibility, MessageDescriptor> = {
  public: composerMessages.scopePublic,
  unlisted: composerMessages.scopeUnlisted,
  local: composerMessages.scopeLocal,
  private: composerMessages.scopePrivate,
  direct: composerMessages.scopeDirect,
}

export interface ScopeSelectorProps {
  value: Visibility
  /** The replied-to or quoted status's scope: nothing wider is offered. */
  original: Visibility | null
  disabled?: boolean
  onChange: (scope: Visibility) => void
}

export function ScopeSelector({ value, original, disabled, onChange }: ScopeSelectorProps) {
  const intl = useIntl()
  const id = useId()
  const offered = offeredScopes(original)
  return (
    <span className="composer-field">
      <label htmlFor={id}>{intl.formatMessage(composerMessages.scope)}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const next = offered.find((s) => s === event.target.value)
          if (next) onChange(next)
        }}
      >
        {(offered.includes(value) ? offered : [value, ...offered]).map((scope) => (
          <option key={scope} value={scope}>
            {intl.formatMessage(scopeLabels[scope])}
          </option>
        ))}
      </select>
    </span>
  )
}
