import { useStore } from 'jotai'
import { useMemo } from 'react'
import type { ColumnContext } from '../../columns/types'
import { useAccounts, useApiClient } from '../accounts'
import type { ApiClient } from '../api/client'
import { getSession, registerSession } from '../state/session'

/**
 * The client a column reads with, registered as the account's session so the state layer's
 * column and stream machinery can use it (visitors get a token-less session of their own).
 */
export function useColumnClient(accountKey: string): ApiClient {
  const store = useStore()
  const client = useApiClient(accountKey)
  return useMemo(() => {
    if (getSession(store, accountKey)?.client !== client) registerSession(store, accountKey, client)
    return client
  }, [store, accountKey, client])
}

/** What a column kind may know of the account it reads from. */
export function useColumnContext(accountKey: string): ColumnContext {
  const account = useAccounts().find((candidate) => candidate.key === accountKey)
  const userId = account?.userId
  const nickname = account?.nickname
  return useMemo(() => ({ userId, nickname }), [userId, nickname])
}
