import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/define-messages'
import { Icon } from './Icon'

const messages = defineMessages({
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
})

/** A busy indicator announced as "Loading…" (general.loading). */
export function Spinner({ className }: { className?: string }) {
  const intl = useIntl()
  return (
    <span className={['spinner', className ?? ''].filter(Boolean).join(' ')} role="status">
      <Icon name="spinner" title={intl.formatMessage(messages.loading)} />
    </span>
  )
}
