import { useAtomValue, useStore } from 'jotai'
import { useCallback, useEffect, useMemo } from 'react'
import type { ActionResult } from '../action-result'
import type { AccountKey } from '../entity-cache'
import { streamManagerFor } from '../stream-manager'
import { loadConversations, markConversationRead, removeConversation } from './actions'
import type { ConversationListState } from './list'
import { mountConversations } from './runtime'
import { conversationListAtom } from './store'

export interface ConversationsView extends ConversationListState {
  loadOlder: () => void
  /** Fetch the first page again (after an error). */
  reload: () => void
  markRead: (id: string) => Promise<ActionResult>
  remove: (id: string) => Promise<ActionResult>
}

/** The account's conversations, kept live while the screen (`holder`) is mounted. */
export function useConversations(
  accountKey: AccountKey,
  holder: string,
  streaming: boolean,
): ConversationsView {
  const store = useStore()
  const state = useAtomValue(conversationListAtom(store, accountKey), { store })
  useEffect(
    () =>
      mountConversations(store, accountKey, {
        holder,
        streaming,
        streams: streamManagerFor(store),
      }),
    [store, accountKey, holder, streaming],
  )
  const loadOlder = useCallback(() => {
    void loadConversations(store, accountKey, 'older')
  }, [store, accountKey])
  const reload = useCallback(() => {
    void loadConversations(store, accountKey, 'first')
  }, [store, accountKey])
  const markRead = useCallback(
    (id: string) => markConversationRead(store, accountKey, id),
    [store, accountKey],
  )
  const remove = useCallback(
    (id: string) => removeConversation(store, accountKey, id),
    [store, accountKey],
  )
  return useMemo(
    () => ({ ...state, loadOlder, reload, markRead, remove }),
    [state, loadOlder, reload, markRead, remove],
  )
}
