import { routePath } from '../../src/routes/route-table'
import { defineTimelineKind } from '../define-timeline-kind'
import { bookmarksMessages as m } from './messages'

// Bookmarks keep the server's order (when bookmarked, not when posted) and are not streamed.
export const bookmarksColumn = defineTimelineKind({
  id: 'bookmarks',
  label: m.label,
  icon: 'bookmark',
  signedInOnly: true,
  routes: [{ route: 'bookmarks', params: () => ({}) }],
  focusedPath: () => routePath('bookmarks'),
  source: () => ({ kind: 'bookmarks' }),
  order: 'server',
  clearOnLeave: true,
})
