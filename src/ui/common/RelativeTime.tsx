import { useSyncExternalStore } from 'react'
import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/define-messages'
import { clockNow, subscribeClock } from './clock'
import { parseDate, relativeParts } from './relative-time'

const messages = defineMessages({
  unknown: { id: 'time.unknown', defaultMessage: 'unknown time' },
})

export interface RelativeTimeProps {
  /** An ISO date from the server; a bad one shows "unknown time" rather than failing. */
  date: string | null | undefined
  className?: string
}

/** "5 min. ago", refreshed by the one shared 60 s clock; the full date is the tooltip. */
export function RelativeTime({ date, className }: RelativeTimeProps) {
  const intl = useIntl()
  const now = useSyncExternalStore(subscribeClock, clockNow, clockNow)
  const then = parseDate(date)
  const parts = relativeParts(then, now)
  if (parts === null) {
    return <span className={className}>{intl.formatMessage(messages.unknown)}</span>
  }
  const iso = new Date(then).toISOString()
  return (
    <time
      className={className}
      dateTime={iso}
      title={intl.formatDate(then, { dateStyle: 'medium', timeStyle: 'short' })}
    >
      {intl.formatRelativeTime(parts.value, parts.unit, { numeric: 'auto', style: 'short' })}
    </time>
  )
}
