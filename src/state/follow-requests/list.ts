// The follow requests waiting for an account, as the /friend-requests screen and the approve /
// deny actions share them: the requesters' ids in the server's order, paging, and which answers
// are on their way. Pure transitions plus the per-account atom that holds them.
import { atom, type PrimitiveAtom, type Store } from 'jotai'
import type { UserMessage } from '../../i18n/define-messages'
import { keyedAtoms } from '../../lib/keyed-atoms'
import type { AccountKey } from '../entity-cache'
import type { FollowRequestPage } from '../loaders/follow-requests'

export interface FollowRequestList {
  /** Requesters' user ids, newest first. */
  ids: string[]
  /** Cursor of the next page; null once the server gave its last. */
  maxId: string | null
  status: 'idle' | 'loading' | 'ready' | 'error'
  error: UserMessage | null
  /** Requesters whose approval or denial is on its way: their buttons wait. */
  answering: string[]
}

export const emptyFollowRequests: FollowRequestList = {
  ids: [],
  maxId: null,
  status: 'idle',
  error: null,
  answering: [],
}

const lists = keyedAtoms<AccountKey, PrimitiveAtom<FollowRequestList>>()

export function followRequestsAtom(
  store: Store,
  accountKey: AccountKey,
): PrimitiveAtom<FollowRequestList> {
  return lists.get(store, accountKey, () => atom(emptyFollowRequests))
}

/** A page arrived: the first replaces the list, a later one adds the ids not held yet. */
export function withPage(
  list: FollowRequestList,
  page: FollowRequestPage,
  first: boolean,
): FollowRequestList {
  const held = first ? [] : list.ids
  const known = new Set(held)
  return {
    ...list,
    ids: [...held, ...page.ids.filter((id) => !known.has(id))],
    maxId: page.maxId,
    status: 'ready',
    error: null,
  }
}

export function withoutRequest(list: FollowRequestList, userId: string): FollowRequestList {
  return list.ids.includes(userId) ? { ...list, ids: list.ids.filter((id) => id !== userId) } : list
}

/** Put a request back where it was (a refused approval). */
export function withRequestAt(
  list: FollowRequestList,
  userId: string,
  index: number,
): FollowRequestList {
  if (index < 0 || list.ids.includes(userId)) return list
  const ids = [...list.ids]
  ids.splice(Math.min(index, ids.length), 0, userId)
  return { ...list, ids }
}

export function withAnswering(
  list: FollowRequestList,
  userId: string,
  answering: boolean,
): FollowRequestList {
  const others = list.answering.filter((id) => id !== userId)
  return { ...list, answering: answering ? [...others, userId] : others }
}
