import { useIntl } from 'react-intl'
import type { AnnouncementsView } from '../../state/announcements'
import { Spinner } from '../common'
import { formatUserMessage } from '../common/format-user-message'
import { Button } from '../primitives'
import { AnnouncementItem } from './AnnouncementItem'
import { announcementMessages as m } from './messages'

export interface AnnouncementListProps {
  view: AnnouncementsView
  canReact: boolean
}

/** The instance's announcements, newest first, with their states (loading, error, none). */
export function AnnouncementList({ view, canReact }: AnnouncementListProps) {
  const intl = useIntl()
  const items = view.items ?? []
  return (
    <div className="announcements">
      <div role="feed" aria-label={intl.formatMessage(m.list)} aria-busy={view.loading}>
        {items.map((announcement, index) => (
          <AnnouncementItem
            key={announcement.id}
            announcement={announcement}
            canReact={canReact}
            posinset={index + 1}
            setsize={items.length}
            onMarkRead={(id) => void view.markRead(id)}
            onReact={(id, name, on) => void view.react(id, name, on)}
          />
        ))}
      </div>
      {view.items === null && view.loading && (
        <div className="announcements-footer" role="status">
          <Spinner />
          <span className="visually-hidden">{intl.formatMessage(m.loading)}</span>
        </div>
      )}
      {view.error && (
        <div className="announcements-footer" role="alert">
          <span>{intl.formatMessage(m.error, { error: formatUserMessage(intl, view.error) })}</span>
          <Button size="sm" onClick={view.reload}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      )}
      {view.items !== null && items.length === 0 && !view.error && (
        <p className="announcements-footer">{intl.formatMessage(m.none)}</p>
      )}
    </div>
  )
}
