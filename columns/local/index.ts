import { routePath } from '../../src/routes/route-table'
import { defineTimelineKind } from '../define-timeline-kind'
import { localMessages as m } from './messages'

export const localColumn = defineTimelineKind({
  id: 'local',
  label: m.label,
  icon: 'users',
  signedInOnly: false,
  routes: [{ route: 'public-timeline', params: () => ({}) }],
  focusedPath: () => routePath('public-timeline'),
  source: () => ({ kind: 'public', local: true }),
  stream: () => ({ stream: 'public:local' }),
})
