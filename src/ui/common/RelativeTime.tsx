import { useSyncExternalStore } from 'react'
import { useIntl, type IntlShape } from 'react-intl'
import { defineMessages } from '../../i18n/define-messages'
import { CLOCK_INTERVAL_MS, clockEvery } from './clock'
import { parseDate, timeLabel, type TimeLabel } from './relative-time'
import './relative-time.css'

const messages = defineMessages({
  unknown: { id: 'time.unknown', defaultMessage: 'unknown time' },
  now: { id: 'time.now', defaultMessage: 'now' },
  justNow: { id: 'time.just_now', defaultMessage: 'just now' },
  inCompact: { id: 'time.in_compact', defaultMessage: 'in {time}' },
})

export interface RelativeTimeProps {
  /** An ISO date from the server; a bad one shows "unknown time" rather than failing. */
  date: string | null | undefined
  /**
   * `compact` ("5m", "3h", "2d") for a status's name line; `long` (the default: "5 minutes ago",
   * "in 3 days") reads inside a sentence ("Edited …", "Poll ends …"). Both show the date itself
   * from a week on.
   */
  variant?: 'compact' | 'long'
  /** How often it is redrawn: 60 s by default (statuses); notifications take 240 s. */
  refreshMs?: number
  className?: string
}

function formatLabel(
  intl: IntlShape,
  label: TimeLabel,
  then: number,
  variant: 'compact' | 'long',
): string {
  switch (label.kind) {
    case 'now':
      return intl.formatMessage(variant === 'compact' ? messages.now : messages.justNow)
    case 'absolute':
      return intl.formatDate(then, {
        month: 'short',
        day: 'numeric',
        ...(label.sameYear ? {} : { year: 'numeric' }),
      })
    case 'relative': {
      if (variant === 'long') {
        const signed = label.past ? -label.value : label.value
        return intl.formatRelativeTime(signed, label.unit, { numeric: 'always' })
      }
      const short = intl.formatNumber(label.value, {
        style: 'unit',
        unit: label.unit,
        unitDisplay: 'narrow',
      })
      return label.past ? short : intl.formatMessage(messages.inCompact, { time: short })
    }
  }
}

/**
 * A time relative to now, refreshed by a shared clock (60 s unless told). The full date and time is
 * its tooltip, shown on hover and, inside a focused link, on keyboard focus too.
 */
export function RelativeTime({ date, variant = 'long', refreshMs, className }: RelativeTimeProps) {
  const intl = useIntl()
  const clock = clockEvery(refreshMs ?? CLOCK_INTERVAL_MS)
  const now = useSyncExternalStore(clock.subscribe, clock.now, clock.now)
  const then = parseDate(date)
  const label = timeLabel(then, now)
  if (label === null) {
    return <span className={className}>{intl.formatMessage(messages.unknown)}</span>
  }
  return (
    <time
      className={['relative-time', className ?? ''].filter(Boolean).join(' ')}
      dateTime={new Date(then).toISOString()}
      title={intl.formatDate(then, { dateStyle: 'medium', timeStyle: 'short' })}
    >
      {formatLabel(intl, label, then, variant)}
    </time>
  )
}
