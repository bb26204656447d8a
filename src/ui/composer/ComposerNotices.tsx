import { useIntl } from 'react-intl'
import type { ScopeWarning } from '../../lib/composer/scopes'
import { Alert } from '../common'
import type { ComposerError } from './composer-errors'
import { composerMessages } from './messages'

export interface ComposerWarningsProps {
  warnings: readonly ScopeWarning[]
  onDismissNotices: () => void
}

/** The scope and media warnings of spec 2 §5; scope notices can be dismissed. */
export function ComposerWarnings({ warnings, onDismissNotices }: ComposerWarningsProps) {
  const intl = useIntl()
  if (warnings.length === 0) return null
  return (
    <div className="composer-warnings">
      {warnings.map((w) => (
        <Alert
          key={w.message.id}
          level={w.dismissible ? 'info' : 'warning'}
          {...(w.dismissible ? { onDismiss: onDismissNotices } : {})}
        >
          {intl.formatMessage(w.message)}
        </Alert>
      ))}
    </div>
  )
}

export interface ComposerErrorsProps {
  errors: readonly ComposerError[]
  onDismiss: (id: number) => void
}

/** Dismissible "Error: ..." lines (spec 2 §8). */
export function ComposerErrors({ errors, onDismiss }: ComposerErrorsProps) {
  const intl = useIntl()
  if (errors.length === 0) return null
  return (
    <div className="composer-errors">
      {errors.map((e) => {
        const text =
          e.text ?? e.messages.map((m) => intl.formatMessage(m.descriptor, m.values)).join(' ')
        return (
          <Alert key={e.id} level="error" onDismiss={() => onDismiss(e.id)}>
            {intl.formatMessage(composerMessages.error, { error: text })}
          </Alert>
        )
      })}
    </div>
  )
}
