import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { defineKind } from '../types'
import { reportsColumnMessages as m } from './messages'

// Which reports a column shows: one state (open by default) or all, and optionally only those on
// one account (its id). Several columns may stand on a deck with different filters.
const params = v.object({
  state: v.optional(v.picklist(['open', 'resolved', 'closed', 'all']), 'open'),
  account: v.optional(v.string()),
})

export type ReportsParams = v.InferOutput<typeof params>

/** The reports staff triage (spec 3 sections 6 and 7; admins and moderators only). */
export const reportsColumn = defineKind<ReportsParams>({
  id: 'reports',
  label: m.label,
  icon: 'flag',
  title: ({ state }) => ({ descriptor: m.title, values: { state } }),
  params,
  fields: [
    {
      name: 'state',
      label: m.stateField,
      input: 'choice',
      choices: [
        { value: 'open', label: m.stateOpen },
        { value: 'resolved', label: m.stateResolved },
        { value: 'closed', label: m.stateClosed },
        { value: 'all', label: m.stateAll },
      ],
    },
  ],
  signedInOnly: true,
  staffOnly: true,
  routes: [{ route: 'moderation-reports', params: () => ({}) }],
  focusedPath: () => routePath('moderation-reports'),
  body: 'component',
  load: () => import('./ReportsColumn'),
  scrollsItself: true,
})
