import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { defineKind } from '../types'
import { staffUsersColumnMessages as m } from './messages'

// No params: the search and the filter are the screen's own, not kept with the column.
export type StaffUsersParams = Record<string, never>
const params = v.object({}) as unknown as v.GenericSchema<unknown, StaffUsersParams>

/** The moderation view's accounts: search local and remote accounts, filter by role or state,
 * and the card's tools on each (admins and moderators only). */
export const staffUsersColumn = defineKind<StaffUsersParams>({
  id: 'staff-users',
  label: m.label,
  icon: 'shield',
  title: () => ({ descriptor: m.label }),
  params,
  fields: [],
  signedInOnly: true,
  staffOnly: true,
  routes: [{ route: 'moderation-users', params: () => ({}) }],
  focusedPath: () => routePath('moderation-users'),
  body: 'component',
  load: () => import('./StaffUsersColumn'),
})
