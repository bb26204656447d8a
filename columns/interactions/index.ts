import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { defineKind } from '../types'
import { interactionsMessages as m } from './messages'

// The tab shown; one it does not know (a stored layout from elsewhere) falls back to the first.
const params = v.object({ tab: v.optional(v.string()) })

export type InteractionsParams = v.InferOutput<typeof params>

/** Interactions (spec 1: /users/{name}/interactions): the notifications, by kind, in tabs. */
export const interactionsColumn = defineKind<InteractionsParams>({
  id: 'interactions',
  label: m.label,
  icon: 'mention',
  title: () => ({ descriptor: m.label }),
  params,
  fields: [],
  signedInOnly: true,
  // The route names the signed-in user; the column reads as the account it belongs to.
  routes: [{ route: 'interactions', params: () => ({}) }],
  focusedPath: (_params, context) =>
    routePath('interactions', { username: context.nickname ?? '' }),
  body: 'component',
  scrollsItself: true,
  load: () => import('./InteractionsColumn'),
})
