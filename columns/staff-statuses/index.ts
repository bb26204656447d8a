import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { defineKind } from '../types'
import { staffStatusesColumnMessages as m } from './messages'

// No params: the switches are the screen's own, not kept with the column.
export type StaffStatusesParams = Record<string, never>
const params = v.object({}) as unknown as v.GenericSchema<unknown, StaffStatusesParams>

/** The moderation view's posts: the instance's recent posts with the staff's tools on each
 * (scope, sensitivity, deletion); admins and moderators only. */
export const staffStatusesColumn = defineKind<StaffStatusesParams>({
  id: 'staff-statuses',
  label: m.label,
  icon: 'shield',
  title: () => ({ descriptor: m.label }),
  params,
  fields: [],
  signedInOnly: true,
  staffOnly: true,
  routes: [{ route: 'moderation-statuses', params: () => ({}) }],
  focusedPath: () => routePath('moderation-statuses'),
  body: 'component',
  load: () => import('./StaffStatusesColumn'),
})
