import { routePath } from '../../src/routes/route-table'
import { defineKind } from '../types'
import { whoToFollowColumnMessages as m } from './messages'
import * as v from 'valibot'

/** Accounts the instance suggests following (`/who-to-follow`). */
export const whoToFollowColumn = defineKind<Record<string, never>>({
  id: 'who-to-follow',
  label: m.label,
  icon: 'follow',
  title: () => ({ descriptor: m.label }),
  params: v.object({}) as unknown as v.GenericSchema<unknown, Record<string, never>>,
  fields: [],
  signedInOnly: true,
  routes: [{ route: 'who-to-follow', params: () => ({}) }],
  focusedPath: () => routePath('who-to-follow'),
  body: 'component',
  load: () => import('./WhoToFollowColumn'),
})
