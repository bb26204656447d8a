import { routePath } from '../../src/routes/route-table'
import { defineTimelineKind } from '../define-timeline-kind'
import { homeMessages as m } from './messages'

export const homeColumn = defineTimelineKind({
  id: 'home',
  label: m.label,
  icon: 'home',
  signedInOnly: true,
  routes: [{ route: 'friends', params: () => ({}) }],
  focusedPath: () => routePath('friends'),
  source: () => ({ kind: 'home' }),
  stream: () => ({ stream: 'user' }),
})
