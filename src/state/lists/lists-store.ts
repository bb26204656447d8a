// The lists of every signed-in account, as the server last gave them: what the drawer, the lists
// screen and every list column's title read. Fetched while something shows them and every 240 s
// (spec 1 §9), by one poller per account however many places show them; the list actions
// (create, rename, delete) write their answers here, so every place changes at once.

import { atom, useAtomValue, useStore, type Store } from 'jotai'
import { useCallback, useEffect } from 'react'
import { fetchLists } from '../../api/lists'
import type { List } from '../../entities'
import { normalizeList } from '../../entities/normalize-misc'
import type { UserMessage } from '../../i18n/define-messages'
import { keyedAtoms } from '../../lib/keyed-atoms'
import { POLL_INTERVAL_MS } from '../constants'
import type { AccountKey } from '../entity-cache'
import { userMessageOf } from '../errors'
import { createPoller } from '../poller'
import { clientOf, type LoadTarget } from '../loaders/target'

export interface AccountLists {
  /** Null until the first answer. */
  lists: readonly List[] | null
  /** Why the last fetch failed; the lists held before stay. */
  error: UserMessage | null
}

const unknown: AccountLists = { lists: null, error: null }

/** Every account's lists in one atom: a deck's titles read several accounts at once. */
export const accountListsAtom = atom<ReadonlyMap<AccountKey, AccountLists>>(new Map())

export function readAccountLists(store: Store, accountKey: AccountKey): AccountLists {
  return store.get(accountListsAtom).get(accountKey) ?? unknown
}

function write(store: Store, accountKey: AccountKey, next: AccountLists): void {
  const all = new Map(store.get(accountListsAtom))
  all.set(accountKey, next)
  store.set(accountListsAtom, all)
}

/** Change the account's lists as an action's answer says (a new list, a new title, one gone). */
export function updateAccountLists(
  store: Store,
  accountKey: AccountKey,
  change: (lists: readonly List[]) => readonly List[],
): void {
  const held = readAccountLists(store, accountKey)
  write(store, accountKey, { lists: change(held.lists ?? []), error: held.error })
}

/** Fetch the account's lists into the atom; the lists, or the failure (also kept in the atom). */
export async function refreshAccountLists(target: LoadTarget): Promise<readonly List[]> {
  const { store, accountKey } = target
  try {
    const found = await fetchLists(clientOf(target))
    const lists = Array.isArray(found) ? found.flatMap((raw) => normalizeList(raw) ?? []) : []
    if (!target.signal?.aborted) write(store, accountKey, { lists, error: null })
    return lists
  } catch (error) {
    if (!target.signal?.aborted) {
      write(store, accountKey, {
        lists: readAccountLists(store, accountKey).lists,
        error: userMessageOf(error),
      })
    }
    throw error
  }
}

interface Tracker {
  users: number
  stop: () => void
}

const trackers = keyedAtoms<AccountKey, Tracker>()

/** Keep the account's lists fresh (now, then every 240 s) until the returned stop is called. */
export function trackAccountLists(store: Store, accountKey: AccountKey): () => void {
  const tracker = trackers.get(store, accountKey, () => {
    const controller = new AbortController()
    const round = () =>
      refreshAccountLists({ store, accountKey, signal: controller.signal }).catch(
        (error: unknown) => {
          if (!controller.signal.aborted) console.warn('Could not load the lists', error)
        },
      )
    const poller = createPoller(round, POLL_INTERVAL_MS.lists)
    void round()
    poller.start()
    return {
      users: 0,
      stop: () => {
        controller.abort()
        poller.stop()
      },
    }
  })
  tracker.users += 1
  let stopped = false
  return () => {
    if (stopped) return
    stopped = true
    tracker.users -= 1
    if (tracker.users > 0) return
    tracker.stop()
    trackers.remove(store, accountKey)
  }
}

/**
 * The account's lists, kept fresh while the component shows them (null account: nothing), and
 * a way to ask again now (a retry).
 */
export function useAccountLists(
  accountKey: AccountKey | null,
): AccountLists & { reload: () => void } {
  const store = useStore()
  useEffect(
    () => (accountKey === null ? undefined : trackAccountLists(store, accountKey)),
    [store, accountKey],
  )
  const all = useAtomValue(accountListsAtom, { store })
  const reload = useCallback(() => {
    if (accountKey === null) return
    refreshAccountLists({ store, accountKey }).catch((error: unknown) => {
      console.warn('Could not load the lists', error)
    })
  }, [store, accountKey])
  return { ...((accountKey === null ? undefined : all.get(accountKey)) ?? unknown), reload }
}
