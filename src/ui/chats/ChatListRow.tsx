import { memo } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Chat } from '../../entities/chat'
import { neutralizeBidi, SafeHtml } from '../../lib/html'
import { useUser } from '../../state/hooks'
import { RelativeTime } from '../common'
import { UserName } from '../common/UserName'
import { Avatar, Badge } from '../primitives'
import { chatMessages as m } from './messages'

export interface ChatListRowProps {
  account: string
  chat: Chat
  viewerId: string | null
  /** Where the chat opens (its route). */
  to: string
  /** Opening inside the column instead of following the link (a deck column). */
  onOpen?: (chatId: string) => void
  avatarFallback: string | null
  posinset: number
  setsize: number
}

/** One chat of the list: the other account, its last message in short, when, how many unread. */
export const ChatListRow = memo(function ChatListRow(props: ChatListRowProps) {
  const intl = useIntl()
  const { chat } = props
  const user = useUser(props.account, chat.account_id)
  const name = neutralizeBidi(user?.name || user?.screen_name || chat.account_id)
  const last = chat.last_message
  const unread = chat.unread > 0
  return (
    <article
      className={`chat-row${unread ? ' chat-row-unread' : ''}`}
      aria-label={intl.formatMessage(m.chatWith, { name })}
      aria-posinset={props.posinset}
      aria-setsize={props.setsize}
      tabIndex={-1}
      data-open-path={props.to}
    >
      <Avatar
        src={user?.profile_image_url_original ?? user?.profile_image_url}
        fallback={props.avatarFallback}
        size={40}
      />
      <div className="chat-row-main">
        <div className="chat-row-head">
          <Link
            to={props.to}
            className="chat-row-name"
            onClick={(event) => {
              if (!props.onOpen) return
              event.preventDefault()
              props.onOpen(chat.id)
            }}
          >
            <UserName
              name={user?.name}
              screenName={user?.screen_name ?? chat.account_id}
              emojis={user?.emoji}
            />
          </Link>
          {unread && (
            <Badge tone="notification" label={intl.formatMessage(m.unread, { count: chat.unread })}>
              {chat.unread}
            </Badge>
          )}
          {last && <RelativeTime date={last.created_at} className="chat-row-time" />}
        </div>
        {last && (
          <div className="chat-row-preview">
            {last.account_id === props.viewerId && (
              <span className="chat-row-you">{intl.formatMessage(m.you)}</span>
            )}
            {last.content !== '' ? (
              <SafeHtml html={last.content} emojis={last.emojis} as="span" preview />
            ) : (
              last.attachment && <span>{intl.formatMessage(m.attachment)}</span>
            )}
          </div>
        )}
      </div>
    </article>
  )
})
