import { useRef } from 'react'
import { useIntl } from 'react-intl'
import type { ChatListView } from '../../state/chats'
import { Spinner } from '../common'
import { useRowFocus } from '../common/use-row-focus'
import { Button } from '../primitives'
import { useStatusEnv } from '../status/status-env'
import { ChatListRow } from './ChatListRow'
import { chatMessages as m } from './messages'
import { StartChat } from './StartChat'
import './chats.css'

export interface ChatListProps {
  account: string
  view: ChatListView
  /** The route of a chat. */
  pathOf: (chatId: string) => string
  /** Open a chat inside the column (a deck column); else its route is followed. */
  onOpen?: (chatId: string) => void
  onOpened: (chatId: string) => void
  /** The deck's reading focus (j/k). */
  focusedRowId?: string | null
  onFocusRow?: (id: string) => void
}

/** The account's chats, most recent first, and a field to start one. */
export function ChatList(props: ChatListProps) {
  const { account, view, pathOf, onOpen, onOpened } = props
  const intl = useIntl()
  const env = useStatusEnv()
  const listRef = useRef<HTMLDivElement>(null)
  useRowFocus(listRef, props.focusedRowId, props.onFocusRow)
  return (
    <div className="chat-list">
      <StartChat account={account} openWith={view.openWith} onOpened={onOpened} />
      <div
        ref={listRef}
        role="feed"
        aria-label={intl.formatMessage(m.list)}
        aria-busy={view.loading}
      >
        {view.items.map((chat, index) => (
          <div key={chat.id} data-row-id={chat.id} data-index={index}>
            <ChatListRow
              account={account}
              chat={chat}
              viewerId={env.viewer?.id ?? null}
              to={pathOf(chat.id)}
              {...(onOpen ? { onOpen } : {})}
              avatarFallback={env.instance.defaultAvatar}
              posinset={index + 1}
              setsize={view.items.length}
            />
          </div>
        ))}
      </div>
      {!view.loaded && view.loading && (
        <div className="chat-footer" role="status">
          <Spinner />
          <span className="visually-hidden">{intl.formatMessage(m.loading)}</span>
        </div>
      )}
      {view.error && (
        <div className="chat-footer" role="alert">
          <span>{intl.formatMessage(m.errorLoading)}</span>
          <Button size="sm" onClick={view.reload}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      )}
      {view.loaded && view.items.length === 0 && !view.error && (
        <p className="chat-footer">{intl.formatMessage(m.empty)}</p>
      )}
    </div>
  )
}
