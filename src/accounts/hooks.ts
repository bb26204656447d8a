import { useAtomValue, useStore } from 'jotai'
import { use, useMemo } from 'react'
import type { ApiClient } from '../api/client'
import type { AccountKey } from './account-key'
import type * as Clients from './clients'
import { accountsAtom, activeAccountAtom, type Account } from './store'

// The API layer (ky) stays out of the first chunk: the clients module starts loading with the
// app, and a component that asks for a client before it arrived suspends for that moment.
let clients: typeof Clients | undefined
const clientsReady: Promise<typeof Clients> = import('./clients').then((loaded) => {
  clients = loaded
  return loaded
})

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
  const module = clients ?? use(clientsReady)
  return useMemo(
    () => (account ? module.clientForAccount(store, account) : module.visitorClient()),
    [module, store, account],
  )
}
