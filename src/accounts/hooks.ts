import { useAtomValue, useStore } from 'jotai'
import { useMemo } from 'react'
import type { ApiClient } from '../api/client'
import type { AccountKey } from './account-key'
import { clientForAccount, visitorClient } from './clients'
import { accountsAtom, activeAccountAtom, type Account } from './store'

export function useAccounts(): readonly Account[] {
  return useAtomValue(accountsAtom)
}

/** The account the person is acting as; undefined for a visitor. */
export function useActiveAccount(): Account | undefined {
  return useAtomValue(activeAccountAtom)
}

/**
 * The API client of an account. A key that names no signed-in account (a visitor key, or an
 * account signed out since) gets the token-less client of the instance the app is served from.
 */
export function useApiClient(accountKey: AccountKey): ApiClient {
  const store = useStore()
  const accounts = useAtomValue(accountsAtom)
  const account = accounts.find((a) => a.key === accountKey)
  return useMemo(
    () => (account ? clientForAccount(store, account) : visitorClient()),
    [store, account],
  )
}
