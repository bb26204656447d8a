import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { POLL_INTERVAL_MS } from '../../src/state/constants'
import { columnMessages } from '../messages'
import { defineKind } from '../types'

// Akkoma has no bubble stream: the column polls.
export const bubbleColumn = defineKind({
  id: 'bubble',
  label: columnMessages.bubble,
  icon: 'bubble',
  title: () => ({ descriptor: columnMessages.bubble }),
  params: v.object({}),
  fields: [],
  signedInOnly: false,
  routes: [
    { route: 'bubble-timeline', params: () => ({}) },
    { route: 'social-timeline', params: () => ({}) },
  ],
  focusedPath: () => routePath('bubble-timeline'),
  body: 'timeline',
  source: () => ({ kind: 'bubble' }),
  pollIntervalMs: POLL_INTERVAL_MS.timeline,
  order: 'newest-first',
  clearOnLeave: false,
})
