import { useRef } from 'react'
import { useIntl } from 'react-intl'
import type { AnnouncementsView } from '../../state/announcements'
import { Spinner } from '../common'
import { formatUserMessage } from '../common/format-user-message'
import { useRowFocus } from '../common/use-row-focus'
import { Button } from '../primitives'
import { AnnouncementItem } from './AnnouncementItem'
import { announcementMessages as m } from './messages'

export interface AnnouncementListProps {
  view: AnnouncementsView
  canReact: boolean
  /** The deck's reading focus (j/k). */
  focusedRowId?: string | null
  onFocusRow?: (id: string) => void
}

/** The instance's announcements, newest first, with their states (loading, error, none). */
export function AnnouncementList(props: AnnouncementListProps) {
  const { view, canReact } = props
  const intl = useIntl()
  const items = view.items ?? []
  const listRef = useRef<HTMLDivElement>(null)
  useRowFocus(listRef, props.focusedRowId, props.onFocusRow)
  return (
    <div className="announcements">
      <div
        ref={listRef}
        role="feed"
        aria-label={intl.formatMessage(m.list)}
        aria-busy={view.loading}
      >
        {items.map((announcement, index) => (
          <div key={announcement.id} data-row-id={announcement.id} data-index={index}>
            <AnnouncementItem
              announcement={announcement}
              canReact={canReact}
              posinset={index + 1}
              setsize={items.length}
              onMarkRead={(id) => void view.markRead(id)}
              onReact={(id, name, on) => void view.react(id, name, on)}
            />
          </div>
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
