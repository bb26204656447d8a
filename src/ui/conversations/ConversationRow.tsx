import { memo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Conversation } from '../../entities/misc'
import { neutralizeBidi } from '../../lib/html'
import { routePath } from '../../routes/route-table'
import { useStatus, useUser } from '../../state/hooks'
import { Menu, RelativeTime } from '../common'
import { Badge } from '../primitives'
import { StatusCard } from '../status'
import { useStatusEnv } from '../status/status-env'
import { ConversationFaces, LastStatusPreview, ParticipantNames } from './ConversationParts'
import { conversationMessages as m } from './messages'
import './conversations.css'

export interface ConversationRowProps {
  account: string
  conversation: Conversation
  /** The last status as its whole card, or a compact preview. */
  display: 'compact' | 'cards'
  posinset: number
  setsize: number
  /** Opening the conversation marks it read. */
  onOpen: (id: string) => void
  onMarkRead: (id: string) => void
  onRemove: (id: string) => void
}

/** The plain-text names for the row's accessible name. */
function useNamesText(account: string, ids: readonly string[]): string {
  const intl = useIntl()
  const first = useUser(account, ids[0])
  const second = useUser(account, ids[1])
  if (ids.length === 0) return intl.formatMessage(m.withYourself)
  const name = (user: typeof first, id: string | undefined) =>
    neutralizeBidi(user?.name || user?.screen_name || id || '')
  const shown = [name(first, ids[0]), ...(ids.length > 1 ? [name(second, ids[1])] : [])]
  return ids.length > 2 ? `${shown.join(', ')} +${String(ids.length - 2)}` : shown.join(', ')
}

/**
 * One conversation of the DMs list: the participants (faces, names with their emoji), the
 * unread mark, when it last moved and its last status (short, or as the whole card). Opening it
 * (its link, a click on the card's thread link, Enter) shows the thread and marks it read.
 */
export const ConversationRow = memo(function ConversationRow(props: ConversationRowProps) {
  const intl = useIntl()
  const env = useStatusEnv()
  const { account, conversation } = props
  const last = useStatus(account, conversation.last_status_id)
  const names = useNamesText(account, conversation.account_ids)
  const label = intl.formatMessage(m.row, { unread: String(conversation.unread), names })
  const threadPath =
    conversation.last_status_id === null
      ? null
      : routePath('conversation', { id: conversation.last_status_id })
  const open = () => props.onOpen(conversation.id)
  // Enter on the row (the deck opens its thread) and any link into the thread count as opening.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') open()
  }
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null
    if (threadPath && link?.getAttribute('href') === threadPath) open()
  }
  const head = (
    <ConversationHead
      {...props}
      names={<ParticipantNames account={account} ids={conversation.account_ids} />}
      threadPath={threadPath}
      date={last?.created_at}
    />
  )
  const unread = conversation.unread ? ' conversation-unread' : ''
  if (props.display === 'cards' && conversation.last_status_id !== null && last) {
    return (
      // The card is the row's article (j/k, Enter and the status keys act on it). The handlers
      // only note that the reader opened the thread by its links or Enter.
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div
        className={`conversation conversation-with-card${unread}`}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <StatusCard
          statusId={conversation.last_status_id}
          posinset={props.posinset}
          setsize={props.setsize}
          inConversation
          lead={head}
        />
      </div>
    )
  }
  return (
    // The handlers only note that the reader opened the thread by its links or Enter; the row's
    // links and the deck's Enter do the opening.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <article
      className={`conversation${unread}`}
      aria-label={label}
      aria-posinset={props.posinset}
      aria-setsize={props.setsize}
      tabIndex={-1}
      {...(threadPath ? { 'data-open-path': threadPath } : {})}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <ConversationFaces
        account={account}
        conversation={conversation}
        viewerId={env.viewer?.id ?? null}
        fallback={env.instance.defaultAvatar}
      />
      <div className="conversation-main">
        {head}
        <LastStatusPreview
          account={account}
          statusId={conversation.last_status_id}
          viewerId={env.viewer?.id ?? null}
          several={conversation.account_ids.length > 1}
        />
      </div>
    </article>
  )
})

function ConversationHead(
  props: ConversationRowProps & {
    names: ReactNode
    threadPath: string | null
    date: string | undefined
  },
) {
  const intl = useIntl()
  const { conversation } = props
  return (
    <div className="conversation-head">
      {props.threadPath ? (
        <Link to={props.threadPath} className="conversation-names">
          {props.names}
        </Link>
      ) : (
        <span className="conversation-names">{props.names}</span>
      )}
      {conversation.unread && (
        <Badge tone="notification" className="conversation-unread-mark">
          {intl.formatMessage(m.unread)}
        </Badge>
      )}
      {props.date && <RelativeTime date={props.date} className="conversation-time" />}
      <Menu
        label={intl.formatMessage(m.actions)}
        buttonClassName="conversation-menu"
        items={[
          ...(conversation.unread
            ? [
                {
                  id: 'read',
                  label: intl.formatMessage(m.markRead),
                  onSelect: () => props.onMarkRead(conversation.id),
                },
              ]
            : []),
          {
            id: 'remove',
            label: intl.formatMessage(m.remove),
            danger: true,
            onSelect: () => props.onRemove(conversation.id),
          },
        ]}
      />
    </div>
  )
}
