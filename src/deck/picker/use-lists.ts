import { useEffect, useState } from 'react'
import type { ApiClient } from '../../api/client'
import { fetchLists } from '../../api/lists'
import type { ApiList } from '../../api/wire'

export type ListsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; lists: ApiList[] }

/** The account's lists, for the list column's picker. */
export function useLists(client: ApiClient, enabled: boolean): ListsState {
  const [state, setState] = useState<ListsState>({ status: 'loading' })
  useEffect(() => {
    if (!enabled) return undefined
    let live = true
    fetchLists(client).then(
      (lists) => live && setState({ status: 'ready', lists }),
      () => live && setState({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [client, enabled])
  return state
}
