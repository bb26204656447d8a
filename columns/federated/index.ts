import { routePath } from '../../src/routes/route-table'
import { defineTimelineKind } from '../define-timeline-kind'
import { federatedMessages as m } from './messages'

export const federatedColumn = defineTimelineKind({
  id: 'federated',
  label: m.label,
  icon: 'federated',
  signedInOnly: false,
  routes: [{ route: 'public-external-timeline', params: () => ({}) }],
  focusedPath: () => routePath('public-external-timeline'),
  source: () => ({ kind: 'public' }),
  stream: () => ({ stream: 'public' }),
})
