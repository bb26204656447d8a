import { useStore } from 'jotai'
import { useMemo } from 'react'
import type { ColumnContext } from '../../columns/types'
import { useAccounts, useApiClient } from '../accounts'
import { getSession, registerSession } from '../state/session'

/**
 * The client a column reads with, registered as the account's session so the state layer's
 * loaders, columns and streams use it (visitors get a token-less session of their own). Only the
 * status and composer environments still hand the client on; everything else reads through the
 * session (`useAccountSession`).
 */
export function useColumnClient(accountKey: string) {
  const store = useStore()
  const client = useApiClient(accountKey)
  return useMemo(() => {
    if (getSession(store, accountKey)?.client !== client) registerSession(store, accountKey, client)
    return client
  }, [store, accountKey, client])
}

/** Makes sure the state layer holds the account's session before its loaders run. */
export function useAccountSession(accountKey: string): void {
  useColumnClient(accountKey)
}

/** What a column kind may know of the account it reads from. */
export function useColumnContext(accountKey: string): ColumnContext {
  const account = useAccounts().find((candidate) => candidate.key === accountKey)
  const userId = account?.userId
  const nickname = account?.nickname
  return useMemo(() => ({ userId, nickname }), [userId, nickname])
}
