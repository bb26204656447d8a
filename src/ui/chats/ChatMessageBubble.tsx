import { memo } from 'react'
import { useIntl } from 'react-intl'
import type { Attachment } from '../../entities'
import type { ChatMessage } from '../../entities/chat'
import { safeImageUrl, safeLinkHref, SafeHtml } from '../../lib/html'
import type { PendingMessage } from '../../state/chats'
import { Menu, RelativeTime } from '../common'
import { Button } from '../primitives'
import { chatMessages as m } from './messages'

function AttachmentView({ attachment }: { attachment: Attachment }) {
  const href = safeLinkHref(attachment.url)
  const preview = safeImageUrl(attachment.large_thumb_url)
  if (attachment.kind === 'image' && href && preview) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className="chat-attachment">
        <img src={preview} alt={attachment.description ?? ''} loading="lazy" />
      </a>
    )
  }
  if (!href) return null
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="chat-attachment-file">
      {attachment.description ?? href.split('/').pop()}
    </a>
  )
}

export interface ChatMessageBubbleProps {
  message: ChatMessage
  mine: boolean
  authorName: string
  onDelete: (id: string) => void
}

/** One message: its text (with emoji) and attachment, when it was sent, and delete. */
export const ChatMessageBubble = memo(function ChatMessageBubble(props: ChatMessageBubbleProps) {
  const intl = useIntl()
  const { message } = props
  return (
    <article
      className={`chat-message${props.mine ? ' chat-message-mine' : ''}`}
      aria-label={props.authorName}
      data-message-id={message.id}
    >
      <div className="chat-bubble">
        {message.content !== '' && (
          <SafeHtml html={message.content} emojis={message.emojis} className="chat-text" />
        )}
        {message.attachment && <AttachmentView attachment={message.attachment} />}
      </div>
      <div className="chat-message-meta">
        <RelativeTime date={message.created_at} className="chat-time" />
        <Menu
          label={intl.formatMessage(m.messageActions)}
          buttonClassName="chat-message-menu"
          items={[
            {
              id: 'delete',
              label: intl.formatMessage(m.delete),
              danger: true,
              onSelect: () => props.onDelete(message.id),
            },
          ]}
        />
      </div>
    </article>
  )
})

export interface PendingBubbleProps {
  pending: PendingMessage
  onRetry: (pending: PendingMessage) => void
  onDiscard: (key: string) => void
}

/** A message the server has not answered yet: sending, or failed with retry and discard. */
export function PendingBubble({ pending, onRetry, onDiscard }: PendingBubbleProps) {
  const intl = useIntl()
  const preview = safeImageUrl(pending.attachment?.previewUrl)
  return (
    <article
      className={`chat-message chat-message-mine chat-message-pending${pending.failed ? ' chat-message-failed' : ''}`}
      aria-busy={!pending.failed}
    >
      <div className="chat-bubble">
        {pending.text !== '' && <p className="chat-text chat-text-plain">{pending.text}</p>}
        {pending.attachment &&
          (pending.attachment.mimetype.startsWith('image/') && preview ? (
            <img className="chat-attachment" src={preview} alt="" />
          ) : (
            <span className="chat-attachment-file">{pending.attachment.name}</span>
          ))}
      </div>
      {pending.failed ? (
        <div className="chat-message-error" role="alert">
          <span>{intl.formatMessage(m.errorSending)}</span>
          <Button size="sm" onClick={() => onRetry(pending)}>
            {intl.formatMessage(m.retry)}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onDiscard(pending.key)}>
            {intl.formatMessage(m.discard)}
          </Button>
        </div>
      ) : (
        <div className="chat-message-meta">{intl.formatMessage(m.sending)}</div>
      )}
    </article>
  )
}
