import { useAtomValue } from 'jotai'
import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { useAccounts } from '../../src/accounts'
import { routePath } from '../../src/routes/route-table'
import { useChat, useChatList } from '../../src/state/chats'
import { chatsAvailableAtom } from '../../src/state/instance'
import { ChatList, ChatView } from '../../src/ui/chats'
import { chatMessages as m } from '../../src/ui/chats/messages'
import type { ColumnBodyProps } from '../types'
import type { ChatsParams } from './index'

/** The chats column: the list, or one chat; nothing but a note where the instance has none. */
export default function ChatsColumn(props: ColumnBodyProps<ChatsParams>) {
  const intl = useIntl()
  const offered = useAtomValue(chatsAvailableAtom)
  if (!offered) return <p className="chat-footer">{intl.formatMessage(m.notOffered)}</p>
  return props.params.chatId === undefined ? (
    <ChatsList {...props} />
  ) : (
    <OneChat {...props} chatId={props.params.chatId} />
  )
}

function useUsername(account: string): string {
  return useAccounts().find((candidate) => candidate.key === account)?.nickname ?? ''
}

function ChatsList(props: ColumnBodyProps<ChatsParams>) {
  const { account, columnId, streaming, onParamsChange } = props
  const navigate = useNavigate()
  const username = useUsername(account)
  const view = useChatList(account, `chats:${columnId}`, streaming)
  const pathOf = useCallback((id: string) => routePath('chat', { username, id }), [username])
  const open = useCallback(
    (chatId: string) => {
      if (onParamsChange) onParamsChange({ chatId })
      else void navigate(pathOf(chatId))
    },
    [onParamsChange, navigate, pathOf],
  )
  return (
    <ChatList
      account={account}
      view={view}
      pathOf={pathOf}
      {...(onParamsChange ? { onOpen: open } : {})}
      onOpened={open}
      focusedRowId={props.focusedRowId}
      onFocusRow={props.onFocusRow}
    />
  )
}

function OneChat({
  account,
  columnId,
  streaming,
  onParamsChange,
  chatId,
}: ColumnBodyProps<ChatsParams> & { chatId: string }) {
  const username = useUsername(account)
  const chat = useChat(account, chatId, `chat:${columnId}`, streaming)
  // The list is live too, so the chat's account and unread count stay known.
  useChatList(account, `chats:${columnId}`, streaming)
  return (
    <ChatView
      account={account}
      chat={chat}
      backTo={routePath('chats', { username })}
      {...(onParamsChange ? { onBack: () => onParamsChange({}) } : {})}
    />
  )
}
