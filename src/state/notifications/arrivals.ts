// New notifications as they arrive for an account (stream, polling, a gap filled): what the
// desktop alerts are asked about. The tracker's first page is what was there before, not an
// arrival: the watch starts counting once that page is in.
import type { Store } from 'jotai'
import { columnTimelineAtom } from '../columns'
import type { AccountKey } from '../entity-cache'
import { heldIds } from '../timeline-selectors'
import { trackerColumnId } from './unseen'

/** Call `onArrive` with the ids of notifications new to the account; returns the stop. */
export function watchNotificationArrivals(
  store: Store,
  accountKey: AccountKey,
  onArrive: (ids: string[]) => void,
): () => void {
  const column = columnTimelineAtom(store, trackerColumnId(accountKey))
  let known: Set<string> | null = null
  const look = () => {
    const state = store.get(column)
    // The first page (or a reload after a filter change) is still coming: nothing has arrived.
    if (known === null) {
      if (state.loading) return
      known = new Set(heldIds(state))
      return
    }
    const fresh = heldIds(state).filter((id) => !known?.has(id))
    if (fresh.length === 0) return
    for (const id of fresh) known.add(id)
    onArrive(fresh)
  }
  look()
  return store.sub(column, look)
}
