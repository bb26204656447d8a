import { routePath } from '../../src/routes/route-table'
import { defineTimelineKind } from '../define-timeline-kind'
import { bubbleMessages as m } from './messages'

// Akkoma has no bubble stream: the column polls.
export const bubbleColumn = defineTimelineKind({
  id: 'bubble',
  label: m.label,
  icon: 'bubble',
  signedInOnly: false,
  routes: [
    { route: 'bubble-timeline', params: () => ({}) },
    { route: 'social-timeline', params: () => ({}) },
  ],
  focusedPath: () => routePath('bubble-timeline'),
  source: () => ({ kind: 'bubble' }),
})
