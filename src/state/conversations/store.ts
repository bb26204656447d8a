import { atom, type PrimitiveAtom, type Store } from 'jotai'
import { keyedAtoms } from '../../lib/keyed-atoms'
import type { AccountKey } from '../entity-cache'
import {
  conversationListReducer,
  emptyConversationList,
  type ConversationListAction,
  type ConversationListState,
} from './list'

// One list per account: every DMs column of the account shows the same conversations.
const lists = keyedAtoms<AccountKey, PrimitiveAtom<ConversationListState>>()

export function conversationListAtom(
  store: Store,
  accountKey: AccountKey,
): PrimitiveAtom<ConversationListState> {
  return lists.get(store, accountKey, () => atom(emptyConversationList))
}

export function dispatchConversations(
  store: Store,
  accountKey: AccountKey,
  action: ConversationListAction,
): void {
  const target = conversationListAtom(store, accountKey)
  store.set(target, conversationListReducer(store.get(target), action))
}
