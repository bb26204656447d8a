import { useRef } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { neutralizeBidi } from '../../lib/html'
import type { ChatView as ChatState } from '../../state/chats'
import { useUser } from '../../state/hooks'
import { Icon, Spinner } from '../common'
import { UserName } from '../common/UserName'
import { Avatar, Button } from '../primitives'
import { useStatusEnv } from '../status/status-env'
import { ChatComposer } from './ChatComposer'
import { ChatMessageBubble, PendingBubble } from './ChatMessageBubble'
import { chatMessages as m } from './messages'
import { useChatScroll } from './use-chat-scroll'
import { useReadMarks } from './use-read-marks'
import './chats.css'

export interface ChatViewProps {
  account: string
  chat: ChatState
  /** Back to the list: a route, or inside the column. */
  backTo: string
  onBack?: () => void
}

/** One chat: who it is with, its messages (oldest first, bounded), and the message field. */
export function ChatView({ account, chat, backTo, onBack }: ChatViewProps) {
  const intl = useIntl()
  const env = useStatusEnv()
  const viewerId = env.viewer?.id ?? null
  const other = useUser(account, chat.chat?.account_id)
  const name = neutralizeBidi(other?.name || other?.screen_name || '')
  const scrollRef = useRef<HTMLDivElement>(null)
  const newest = `${chat.messages[chat.messages.length - 1]?.id ?? ''}|${String(chat.pending.length)}`
  useChatScroll(scrollRef, newest, chat.messages[0]?.id ?? '')
  useReadMarks(chat, viewerId)
  const own = env.viewer
  const authorName = (id: string) =>
    id === viewerId ? neutralizeBidi(own?.name || own?.screen_name || '') : name || id
  return (
    <div className="chat-view">
      <header className="chat-header">
        <Link
          to={backTo}
          className="chat-back"
          onClick={(event) => {
            if (!onBack) return
            event.preventDefault()
            onBack()
          }}
        >
          <Icon name="chevronLeft" />
          <span>{intl.formatMessage(m.back)}</span>
        </Link>
        {other && (
          <span className="chat-header-who">
            <Avatar
              src={other.profile_image_url_original}
              fallback={env.instance.defaultAvatar}
              size={28}
            />
            <UserName name={other.name} screenName={other.screen_name} emojis={other.emoji} />
          </span>
        )}
      </header>
      <div className="chat-scroll" ref={scrollRef}>
        {chat.olderCursor !== null && (
          <div className="chat-footer">
            <Button size="sm" busy={chat.loading === 'older'} onClick={chat.loadOlder}>
              {intl.formatMessage(m.loadOlder)}
            </Button>
          </div>
        )}
        {chat.loading === 'first' && (
          <div className="chat-footer" role="status">
            <Spinner />
            <span className="visually-hidden">{intl.formatMessage(m.loading)}</span>
          </div>
        )}
        {chat.error && (
          <div className="chat-footer" role="alert">
            <span>{intl.formatMessage(m.errorLoading)}</span>
            <Button size="sm" onClick={chat.loaded ? chat.loadOlder : chat.reload}>
              {intl.formatMessage(m.retry)}
            </Button>
          </div>
        )}
        {chat.loaded && chat.messages.length === 0 && chat.pending.length === 0 && (
          <p className="chat-footer">{intl.formatMessage(m.noMessages)}</p>
        )}
        <div role="log" aria-label={intl.formatMessage(m.messages, { name })} className="chat-log">
          {chat.messages.map((message) => (
            <ChatMessageBubble
              key={message.id}
              message={message}
              mine={message.account_id === viewerId}
              authorName={authorName(message.account_id)}
              onDelete={(id) => void chat.remove(id)}
            />
          ))}
          {chat.pending.map((pending) => (
            <PendingBubble
              key={pending.key}
              pending={pending}
              onRetry={(item) => void chat.retry(item)}
              onDiscard={chat.drop}
            />
          ))}
        </div>
      </div>
      <ChatComposer chat={chat} label={intl.formatMessage(m.chatWith, { name })} />
    </div>
  )
}
