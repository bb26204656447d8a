import { memo } from 'react'
import { useIntl } from 'react-intl'
import type { Announcement } from '../../entities/misc'
import { SafeHtml } from '../../lib/html'
import { RelativeTime } from '../common'
import { Badge, Button } from '../primitives'
import { AnnouncementReactions } from './AnnouncementReactions'
import { announcementMessages as m } from './messages'
import './announcements.css'

export interface AnnouncementItemProps {
  announcement: Announcement
  canReact: boolean
  posinset: number
  setsize: number
  onMarkRead: (id: string) => void
  onReact: (id: string, name: string, on: boolean) => void
}

/** When it runs: a date range for all-day ones, date and time otherwise. */
function useSchedule(announcement: Announcement): string | null {
  const intl = useIntl()
  const options: Intl.DateTimeFormatOptions = announcement.all_day
    ? { dateStyle: 'medium' }
    : { dateStyle: 'medium', timeStyle: 'short' }
  const format = (value: string | null) => {
    if (value === null) return null
    const time = Date.parse(value)
    return Number.isNaN(time) ? null : intl.formatDate(time, options)
  }
  const start = format(announcement.starts_at)
  const end = format(announcement.ends_at)
  if (start && end) return intl.formatMessage(m.range, { start, end })
  if (start) return intl.formatMessage(m.from, { time: start })
  if (end) return intl.formatMessage(m.until, { time: end })
  return null
}

/**
 * One announcement: its content (sanitised, with its custom emoji), when it was published and
 * when it runs, its reactions, and mark read; an inactive one cannot be marked read and says so.
 */
export const AnnouncementItem = memo(function AnnouncementItem(props: AnnouncementItemProps) {
  const intl = useIntl()
  const { announcement } = props
  const schedule = useSchedule(announcement)
  const unread = !announcement.read && !announcement.inactive
  const classes = [
    'announcement',
    unread ? 'announcement-unread' : '',
    announcement.inactive ? 'announcement-inactive' : '',
  ]
  return (
    <article
      className={classes.filter(Boolean).join(' ')}
      aria-labelledby={`announcement-${announcement.id}`}
      aria-posinset={props.posinset}
      aria-setsize={props.setsize}
      tabIndex={-1}
    >
      <p className="announcement-meta">
        {unread && <Badge tone="notification">{intl.formatMessage(m.unread)}</Badge>}
        <span>
          {intl.formatMessage(m.published, {
            time: <RelativeTime key="time" date={announcement.published_at} variant="long" />,
          })}
        </span>
        {schedule && <span className="announcement-schedule">{schedule}</span>}
      </p>
      <div id={`announcement-${announcement.id}`} className="announcement-content">
        <SafeHtml html={announcement.content} emojis={announcement.emojis} />
      </div>
      <AnnouncementReactions
        reactions={announcement.reactions}
        canReact={props.canReact && !announcement.inactive}
        onToggle={(name, on) => props.onReact(announcement.id, name, on)}
      />
      <div className="announcement-actions">
        {announcement.inactive && (
          <span className="announcement-inactive-text">{intl.formatMessage(m.inactive)}</span>
        )}
        <Button
          size="sm"
          disabled={announcement.read || announcement.inactive}
          onClick={() => props.onMarkRead(announcement.id)}
        >
          {intl.formatMessage(announcement.read ? m.read : m.markRead)}
        </Button>
      </div>
    </article>
  )
})
