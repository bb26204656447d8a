// Report polling (spec 1 sections 4, 8 and 9): a signed-in admin or moderator has the open
// reports fetched now and every 60 s, whether or not the stream is up (reports never ride it),
// so the moderation screens and badges read a count that is at most a minute old.

import { atom, useStore, type PrimitiveAtom, type Store } from 'jotai'
import { useEffect } from 'react'
import { keyedAtoms } from '../lib/keyed-atoms'
import { POLL_INTERVAL_MS } from './constants'
import type { AccountKey } from './entity-cache'
import { releaseHolder, setHolder } from './holders'
import { loadOpenReports, type OpenReports } from './loaders/reports'
import { createPoller } from './poller'
import { getSession } from './session'

const openReports = keyedAtoms<AccountKey, PrimitiveAtom<OpenReports | null>>()

/** The account's open reports as last polled; null until the first answer. */
export function openReportsAtom(
  store: Store,
  accountKey: AccountKey,
): PrimitiveAtom<OpenReports | null> {
  return openReports.get(store, accountKey, () => atom<OpenReports | null>(null))
}

const holder = 'reports:open'

/** Poll the account's open reports until the returned stop is called. */
export function mountReportPolling(store: Store, accountKey: AccountKey): () => void {
  const controller = new AbortController()
  const round = async () => {
    if (!getSession(store, accountKey)) return
    try {
      const found = await loadOpenReports({ store, accountKey, signal: controller.signal })
      if (controller.signal.aborted) return
      setHolder(store, accountKey, holder, { reports: found.ids })
      store.set(openReportsAtom(store, accountKey), found)
    } catch (error) {
      if (!controller.signal.aborted) console.warn('fetching reports failed', error)
    }
  }
  const poller = createPoller(round, POLL_INTERVAL_MS.reports)
  void round()
  poller.start()
  return () => {
    controller.abort()
    poller.stop()
    releaseHolder(store, accountKey, holder)
  }
}

/** Poll reports for these accounts (the staff among those signed in) while mounted. */
export function useReportPolling(accountKeys: readonly AccountKey[]): void {
  const store = useStore()
  const keys = accountKeys.join('\n')
  useEffect(() => {
    if (keys === '') return undefined
    const stops = keys.split('\n').map((key) => mountReportPolling(store, key))
    return () => {
      for (const stop of stops) stop()
    }
  }, [store, keys])
}
