import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { POLL_INTERVAL_MS } from '../../src/state/constants'
import { columnMessages } from '../messages'
import { defineKind } from '../types'

export const localColumn = defineKind({
  id: 'local',
  label: columnMessages.local,
  icon: 'users',
  title: () => ({ descriptor: columnMessages.local }),
  params: v.object({}),
  fields: [],
  signedInOnly: false,
  routes: [{ route: 'public-timeline', params: () => ({}) }],
  focusedPath: () => routePath('public-timeline'),
  body: 'timeline',
  source: () => ({ kind: 'public', local: true }),
  stream: () => ({ stream: 'public:local' }),
  pollIntervalMs: POLL_INTERVAL_MS.timeline,
  order: 'newest-first',
  clearOnLeave: false,
})
