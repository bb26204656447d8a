import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { POLL_INTERVAL_MS } from '../../src/state/constants'
import { columnMessages } from '../messages'
import { defineKind } from '../types'

export const homeColumn = defineKind({
  id: 'home',
  label: columnMessages.home,
  icon: 'home',
  title: () => ({ descriptor: columnMessages.home }),
  params: v.object({}),
  fields: [],
  signedInOnly: true,
  routes: [{ route: 'friends', params: () => ({}) }],
  focusedPath: () => routePath('friends'),
  body: 'timeline',
  source: () => ({ kind: 'home' }),
  stream: () => ({ stream: 'user' }),
  pollIntervalMs: POLL_INTERVAL_MS.timeline,
  order: 'newest-first',
  clearOnLeave: false,
})
