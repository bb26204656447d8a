import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { POLL_INTERVAL_MS } from '../../src/state/constants'
import { columnMessages } from '../messages'
import { defineKind } from '../types'

export const dmsColumn = defineKind({
  id: 'dms',
  label: columnMessages.dms,
  icon: 'envelope',
  title: () => ({ descriptor: columnMessages.dms }),
  params: v.object({}),
  fields: [],
  signedInOnly: true,
  routes: [{ route: 'dms', params: () => ({}) }],
  focusedPath: (_params, context) => routePath('dms', { username: context.nickname ?? '' }),
  body: 'timeline',
  source: () => ({ kind: 'direct' }),
  stream: () => ({ stream: 'direct' }),
  pollIntervalMs: POLL_INTERVAL_MS.timeline,
  order: 'newest-first',
  clearOnLeave: false,
})
