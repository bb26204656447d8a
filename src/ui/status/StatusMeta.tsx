import { useState, type ComponentType } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Status } from '../../entities'
import { profileLink } from '../../entities/user-rules'
import { MENTIONS_SHOWN, mentionsLine } from '../../lib/status/collapse'
import { routePath } from '../../routes/route-table'
import { RelativeTime } from '../common/RelativeTime'
import { UserHandle } from '../common/UserName'
import { statusMessages as m } from './messages'

export interface StatusMetaProps {
  status: Status
  viewerId: string | null
  restrictedNicknames: readonly string[]
  /** Shown while the reply-to link is hovered or focused. */
  ReplyPopover: ComponentType<{ statusId: string }>
}

/** Reply-to line, mentions line (first 5, "plus n more", show less, "you") and edited-at. */
export function StatusMeta({
  status,
  viewerId,
  restrictedNicknames,
  ReplyPopover,
}: StatusMetaProps) {
  const intl = useIntl()
  const [allMentions, setAllMentions] = useState(false)
  // The replied-to status in a popover while the reply-to link is hovered or focused.
  const [peek, setPeek] = useState(false)
  const replyTarget = status.in_reply_to_status_id
  // Mentions other than the author being replied to, who the reply-to line names already.
  const others = status.attentions.filter((a) => a.id !== status.in_reply_to_user_id)
  const line = mentionsLine(others, viewerId, allMentions)
  const showReply = replyTarget !== null || status.in_reply_to_ap_id !== null
  if (!showReply && others.length === 0 && status.edited_at === null) return null
  return (
    <div className="status-meta">
      {showReply && (
        <div className="status-reply-to">
          {replyTarget !== null ? (
            <>
              {/* Hover and focus of the link inside preview the replied-to post; the link is the control. */}
              {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
              <span
                className="status-reply-peek"
                onMouseEnter={() => {
                  setPeek(true)
                }}
                onMouseLeave={() => {
                  setPeek(false)
                }}
                onFocus={() => {
                  setPeek(true)
                }}
                onBlur={() => {
                  setPeek(false)
                }}
              >
                <Link to={routePath('conversation', { id: replyTarget })}>
                  {intl.formatMessage(m.replyTo)}
                </Link>
                {peek && <ReplyPopover statusId={replyTarget} />}
              </span>
              {status.in_reply_to_screen_name !== null && (
                <UserHandle handle={status.in_reply_to_screen_name} />
              )}
            </>
          ) : (
            intl.formatMessage(m.replyToUnknown)
          )}
        </div>
      )}
      {others.length > 0 && (
        <p className="status-mentions">
          <span>{intl.formatMessage(m.mentions)}</span>
          {line.shown.map(({ attention, isViewer }) => (
            <Link
              key={attention.id}
              className="status-mention"
              to={profileLink(attention.id, attention.screen_name, restrictedNicknames).path}
            >
              <UserHandle handle={attention.screen_name} />
              {isViewer && <span className="status-mention-you">{intl.formatMessage(m.you)}</span>}
            </Link>
          ))}
          {line.hidden > 0 && (
            <button
              type="button"
              className="status-link-button"
              onClick={() => {
                setAllMentions(true)
              }}
            >
              {intl.formatMessage(m.plusMore, { number: line.hidden })}
            </button>
          )}
          {allMentions && others.length > MENTIONS_SHOWN && (
            <button
              type="button"
              className="status-link-button"
              onClick={() => {
                setAllMentions(false)
              }}
            >
              {intl.formatMessage(m.showLess)}
            </button>
          )}
        </p>
      )}
      {status.edited_at !== null && (
        <p className="status-edited">
          {intl.formatMessage(m.edited, {
            time: <RelativeTime key="time" date={status.edited_at} />,
          })}
        </p>
      )}
    </div>
  )
}
