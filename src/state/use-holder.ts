import { useStore } from 'jotai'
import { useEffect } from 'react'
import type { AccountKey, HeldIds } from './entity-cache'
import { releaseHolder, setHolder } from './holders'

/**
 * Keeps what a screen shows outside a column (a profile's pinned statuses, the accounts of its
 * lists, the statuses a report dialog offers) alive in the cache while it is shown.
 */
export function useHolder(accountKey: AccountKey, name: string, held: HeldIds | null): void {
  const store = useStore()
  useEffect(() => {
    if (held === null) return undefined
    setHolder(store, accountKey, name, held)
    return () => {
      releaseHolder(store, accountKey, name)
    }
  }, [store, accountKey, name, held])
}
