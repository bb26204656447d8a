import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { defineKind } from '../types'
import { followRequestsColumnMessages as m } from './messages'

// No params: the requests of the account the column reads as.
export type FollowRequestsParams = Record<string, never>
const params = v.object({}) as unknown as v.GenericSchema<unknown, FollowRequestsParams>

/** The follow requests waiting for the account (spec 1: /friend-requests, locked accounts). */
export const followRequestsColumn = defineKind<FollowRequestsParams>({
  id: 'follow-requests',
  label: m.label,
  icon: 'follow',
  title: () => ({ descriptor: m.label }),
  params,
  fields: [],
  signedInOnly: true,
  routes: [{ route: 'friend-requests', params: () => ({}) }],
  focusedPath: () => routePath('friend-requests'),
  body: 'component',
  load: () => import('./FollowRequestsColumn'),
})
