import type { Store } from '../store/store'
import { closeEndedPolls } from './interactions'
import { deleteStatus } from './statuses'

/** What Akkoma's Oban jobs do on a timer: expire posts (`expires_in`), end polls. */
export function sweep(store: Store): void {
  const now = store.now()
  for (const status of [...store.statuses.values()])
    if (status.expiresAt !== null && status.expiresAt <= now) deleteStatus(store, status)
  closeEndedPolls(store)
}
