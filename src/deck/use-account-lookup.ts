import { useStore } from 'jotai'
import { useEffect, useState } from 'react'
import type { ApiClient } from '../api/client'
import { fetchAccount } from '../api/accounts'
import { ingestApiAccounts } from '../state/ingest-api'

export type LookupState =
  { status: 'loading' } | { status: 'found'; id: string } | { status: 'missing' }

/** An account by nickname or user@host, for routes that name a user instead of an id. */
export function useAccountLookup(accountKey: string, client: ApiClient, name: string): LookupState {
  const store = useStore()
  const [state, setState] = useState<{ name: string; result: LookupState }>({
    name,
    result: { status: 'loading' },
  })
  useEffect(() => {
    let live = true
    fetchAccount(client, name).then(
      (account) => {
        ingestApiAccounts(store, accountKey, [account])
        if (live) setState({ name, result: { status: 'found', id: account.id } })
      },
      () => live && setState({ name, result: { status: 'missing' } }),
    )
    return () => {
      live = false
    }
  }, [store, accountKey, client, name])
  return state.name === name ? state.result : { status: 'loading' }
}
