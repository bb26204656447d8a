import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { POLL_INTERVAL_MS } from '../../src/state/constants'
import { columnMessages } from '../messages'
import { defineKind } from '../types'

// Bookmarks keep the server's order (when bookmarked, not when posted) and are not streamed.
export const bookmarksColumn = defineKind({
  id: 'bookmarks',
  label: columnMessages.bookmarks,
  icon: 'bookmark',
  title: () => ({ descriptor: columnMessages.bookmarks }),
  params: v.object({}),
  fields: [],
  signedInOnly: true,
  routes: [{ route: 'bookmarks', params: () => ({}) }],
  focusedPath: () => routePath('bookmarks'),
  body: 'timeline',
  source: () => ({ kind: 'bookmarks' }),
  pollIntervalMs: POLL_INTERVAL_MS.timeline,
  order: 'server',
  clearOnLeave: true,
})
