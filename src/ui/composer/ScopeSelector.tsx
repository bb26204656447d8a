import { useIntl, type MessageDescriptor } from 'react-intl'
import type { Visibility } from '../../entities'
import { offeredScopes } from '../../lib/composer/scopes'
import { Select } from '../primitives'
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
  const offered = offeredScopes(original)
  const shown = offered.includes(value) ? offered : [value, ...offered]
  return (
    <Select<Visibility>
      className="composer-select"
      label={intl.formatMessage(composerMessages.scope)}
      value={value}
      options={shown.map((scope) => ({
        value: scope,
        label: intl.formatMessage(scopeLabels[scope]),
      }))}
      disabled={disabled}
      onChange={(next) => {
        if (offered.includes(next)) onChange(next)
      }}
    />
  )
}
