// What the follow-request screens read and do: the account's list (first page on mount, older
// pages on demand), the two answers, and requests arriving while signed in.
import { useAtomValue, useStore } from 'jotai'
import { useCallback, useEffect, useMemo } from 'react'
import type { ActionResult } from '../action-result'
import { getAccountCache, readEntity, type AccountKey } from '../entity-cache'
import { userMessageOf } from '../errors'
import { loadFollowRequests } from '../loaders/follow-requests'
import { watchNotificationArrivals } from '../notifications/arrivals'
import {
  approveFollowRequest,
  denyFollowRequest,
  followRequestArrived,
  type FollowRequestAnswer,
} from './actions'
import { followRequestsAtom, withPage, type FollowRequestList } from './list'

export interface FollowRequestsView extends FollowRequestList {
  /** The next older page (nothing while one loads or after the last). */
  loadMore: () => void
  reload: () => void
}

/** The account's follow requests, loading the first page while mounted. */
export function useFollowRequests(accountKey: AccountKey): FollowRequestsView {
  const store = useStore()
  const target = useMemo(() => followRequestsAtom(store, accountKey), [store, accountKey])
  const list = useAtomValue(target, { store })
  const load = useCallback(
    (first: boolean, signal?: AbortSignal) => {
      const current = store.get(target)
      if (current.status === 'loading' || (!first && current.maxId === null)) return
      store.set(target, { ...current, status: 'loading', error: null })
      loadFollowRequests(
        { store, accountKey, ...(signal ? { signal } : {}) },
        first ? undefined : (current.maxId ?? undefined),
      ).then(
        (page) => {
          if (!signal?.aborted) store.set(target, withPage(store.get(target), page, first))
        },
        (error: unknown) => {
          if (signal?.aborted) return
          store.set(target, { ...store.get(target), status: 'error', error: userMessageOf(error) })
        },
      )
    },
    [store, accountKey, target],
  )
  useEffect(() => {
    const controller = new AbortController()
    load(true, controller.signal)
    return () => {
      controller.abort()
      // An aborted first load must not leave the list waiting forever.
      const current = store.get(target)
      if (current.status === 'loading') store.set(target, { ...current, status: 'idle' })
    }
  }, [load, store, target])
  return {
    ...list,
    loadMore: useCallback(() => load(false), [load]),
    reload: useCallback(() => load(true), [load]),
  }
}

export interface FollowRequestActions {
  approve: (answer: FollowRequestAnswer) => Promise<ActionResult>
  deny: (answer: FollowRequestAnswer) => Promise<ActionResult>
}

export function useFollowRequestActions(accountKey: AccountKey): FollowRequestActions {
  const store = useStore()
  return useMemo(
    () => ({
      approve: (answer) => approveFollowRequest(store, accountKey, answer),
      deny: (answer) => denyFollowRequest(store, accountKey, answer),
    }),
    [store, accountKey],
  )
}

/** Whether an answer to this requester is on its way (its buttons wait). */
export function useAnsweringFollowRequest(accountKey: AccountKey, userId: string): boolean {
  const store = useStore()
  const list = useAtomValue(followRequestsAtom(store, accountKey), { store })
  return list.answering.includes(userId)
}

/** While signed in: a follow request arriving counts up and joins a loaded list. */
export function useFollowRequestArrivals(accountKey: AccountKey, viewerId: string | null): void {
  const store = useStore()
  useEffect(
    () =>
      watchNotificationArrivals(store, accountKey, (ids) => {
        const cache = getAccountCache(store, accountKey)
        for (const id of ids) {
          const notification = readEntity(cache, 'notifications', id)
          if (notification?.type === 'follow_request')
            followRequestArrived(store, accountKey, notification.from_profile_id, viewerId)
        }
      }),
    [store, accountKey, viewerId],
  )
}
