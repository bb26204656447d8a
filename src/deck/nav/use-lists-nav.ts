import { useEffect, useState } from 'react'
import type { ApiClient } from '../../api/client'
import { fetchLists } from '../../api/lists'
import type { ApiList } from '../../api/wire'

/** The signed-in account's lists for the menu, fetched when the menu first opens. */
export function useNavLists(client: ApiClient | null, open: boolean): readonly ApiList[] {
  const [lists, setLists] = useState<readonly ApiList[]>([])
  useEffect(() => {
    if (!client || !open) return undefined
    let live = true
    fetchLists(client).then(
      (found) => live && setLists(found),
      (error: unknown) => console.warn('Could not load the lists for the menu', error),
    )
    return () => {
      live = false
    }
  }, [client, open])
  return lists
}
