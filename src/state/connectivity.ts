// Back online: every column on screen fetches what it missed (newer than the newest it holds,
// page by page; from the first page when it holds nothing, as after a start without network).
// Streams join again on their own and fill their gap the same way.
import type { Store } from 'jotai'
import { mountedTimelineColumns } from './timeline-column'

export function catchUpAfterOffline(store: Store): Promise<void> {
  return Promise.all(mountedTimelineColumns(store).map((column) => column.fillGap())).then(
    () => undefined,
  )
}
