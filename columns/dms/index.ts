import { routePath } from '../../src/routes/route-table'
import { defineTimelineKind } from '../define-timeline-kind'
import { dmsMessages as m } from './messages'

export const dmsColumn = defineTimelineKind({
  id: 'dms',
  label: m.label,
  icon: 'envelope',
  signedInOnly: true,
  // `/users/:username/dms` shows the direct messages of the account the column reads from.
  routes: [{ route: 'dms', params: () => ({}) }],
  focusedPath: (_params, context) => routePath('dms', { username: context.nickname ?? '' }),
  source: () => ({ kind: 'direct' }),
  stream: () => ({ stream: 'direct' }),
})
