import type { List } from '../../entities'
import { loadLists, useLoad, type LoadTarget } from '../../state/loaders'

/** The menu shows no lists when they cannot be loaded; the failure is only logged. */
function listsOrNone(target: LoadTarget): Promise<List[]> {
  return loadLists(target).catch((error: unknown) => {
    console.warn('Could not load the lists for the menu', error)
    return []
  })
}

/** The signed-in account's lists for the menu, fetched each time the menu opens. */
export function useNavLists(accountKey: string, open: boolean): readonly List[] {
  return useLoad(open ? accountKey : null, 'lists', listsOrNone).data ?? noLists
}

const noLists: readonly List[] = []
