// After an unfollow the user's posts leave the home timeline (spec 2 "Follow button" 4): every
// home column of the account drops the statuses (and repeats) that user wrote.
import type { Store } from 'jotai'
import { columnsOfSource, columnTimelineAtom } from './columns'
import { getAccountCache, readEntity, type AccountKey } from './entity-cache'

export function dropUserFromHome(store: Store, accountKey: AccountKey, userId: string): void {
  const cache = getAccountCache(store, accountKey)
  for (const columnId of columnsOfSource(store, accountKey, 'home')) {
    const timeline = columnTimelineAtom(store, columnId)
    const { shown, queue } = store.get(timeline)
    for (const id of [...shown, ...queue]) {
      if (readEntity(cache, 'statuses', id)?.user_id === userId) {
        store.set(timeline, { type: 'deleted', id })
      }
    }
  }
}
