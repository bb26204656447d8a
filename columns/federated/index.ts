import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { POLL_INTERVAL_MS } from '../../src/state/constants'
import { columnMessages } from '../messages'
import { defineKind } from '../types'

export const federatedColumn = defineKind({
  id: 'federated',
  label: columnMessages.federated,
  icon: 'federated',
  title: () => ({ descriptor: columnMessages.federated }),
  params: v.object({}),
  fields: [],
  signedInOnly: false,
  routes: [{ route: 'public-external-timeline', params: () => ({}) }],
  focusedPath: () => routePath('public-external-timeline'),
  body: 'timeline',
  source: () => ({ kind: 'public' }),
  stream: () => ({ stream: 'public' }),
  pollIntervalMs: POLL_INTERVAL_MS.timeline,
  order: 'newest-first',
  clearOnLeave: false,
})
