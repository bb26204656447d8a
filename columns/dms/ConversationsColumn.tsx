import { useCallback, useMemo } from 'react'
import { useIntl } from 'react-intl'
import { useConversations } from '../../src/state/conversations'
import { ConversationRow, ConversationsFooter } from '../../src/ui/conversations'
import { conversationMessages as m } from '../../src/ui/conversations/messages'
import { TimelineList } from '../../src/ui/timeline'
import type { ColumnBodyProps } from '../types'
import type { DmsParams } from './index'

const noop = () => undefined

/** Direct messages as conversations: the account's list, newest activity first, live. */
export default function ConversationsColumn(props: ColumnBodyProps<DmsParams>) {
  const intl = useIntl()
  const { account, columnId } = props
  const list = useConversations(account, `conversations:${columnId}`, props.streaming)
  const ids = useMemo(() => list.items.map((item) => item.id), [list.items])
  const byId = useMemo(() => new Map(list.items.map((item) => [item.id, item])), [list.items])
  const { markRead, remove } = list
  const onMarkRead = useCallback((id: string) => void markRead(id), [markRead])
  const onRemove = useCallback((id: string) => void remove(id), [remove])
  return (
    <TimelineList
      label={intl.formatMessage(m.list)}
      ids={ids}
      busy={list.loading !== 'none'}
      focusedId={props.focusedRowId}
      onFocusRow={props.onFocusRow}
      renderRow={(id, { index, size }) => {
        const conversation = byId.get(id)
        if (!conversation) return null
        return (
          <ConversationRow
            account={account}
            conversation={conversation}
            display={props.params.display}
            posinset={index + 1}
            setsize={size}
            onOpen={onMarkRead}
            onMarkRead={onMarkRead}
            onRemove={onRemove}
          />
        )
      }}
      onNearBottom={list.loaded ? list.loadOlder : noop}
      onAtTopChange={noop}
      footer={
        <ConversationsFooter
          loading={list.loading !== 'none'}
          error={list.error}
          empty={list.items.length === 0}
          ended={list.ended}
          onLoadOlder={list.loadOlder}
          onRetry={list.loaded ? list.loadOlder : list.reload}
        />
      }
    />
  )
}
