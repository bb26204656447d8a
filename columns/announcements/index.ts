import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { defineKind } from '../types'
import { announcementsColumnMessages as m } from './messages'

const params = v.object({})

/** The instance's announcements for the account the column reads as (read-only for members;
 * the admin editor comes with the moderation screens). */
export const announcementsColumn = defineKind<Record<string, never>>({
  id: 'announcements',
  label: m.label,
  icon: 'announcement',
  title: () => ({ descriptor: m.label }),
  params: params as unknown as v.GenericSchema<unknown, Record<string, never>>,
  fields: [],
  signedInOnly: true,
  routes: [{ route: 'announcements', params: () => ({}) }],
  focusedPath: () => routePath('announcements'),
  body: 'component',
  load: () => import('./AnnouncementsColumn'),
})
