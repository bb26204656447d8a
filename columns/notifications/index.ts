import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { columnTypeFilter } from '../../src/state/notifications/notification-types'
import type { UserMessage } from '../../src/i18n/define-messages'
import { defineKind } from '../types'
import { notificationsColumnMessages as m } from './messages'

// A column's own type filter: the kinds it shows (none stored: every kind). Unknown kinds in a
// stored layout are dropped rather than breaking the column.
const params = v.object({ types: v.optional(v.array(v.string())) })

export type NotificationsParams = v.InferOutput<typeof params>

/** The notifications of the account the column reads as; a deck may hold several, each with its
 * own filter. */
export const notificationsColumn = defineKind<NotificationsParams>({
  id: 'notifications',
  label: m.label,
  icon: 'bell',
  title: ({ types }): UserMessage => {
    const filter = columnTypeFilter(types)
    if (filter === null) return { descriptor: m.label }
    const [only] = filter
    if (filter.length === 1 && only !== undefined)
      return { descriptor: m.titleOne, values: { kind: only } }
    return { descriptor: m.titleMany, values: { count: filter.length } }
  },
  params,
  fields: [],
  signedInOnly: true,
  // `/:username/notifications` shows the notifications of the account the column reads from.
  routes: [{ route: 'notifications', params: () => ({}) }],
  focusedPath: (_params, context) =>
    routePath('notifications', { username: context.nickname ?? '' }),
  body: 'component',
  scrollsItself: true,
  load: () => import('./NotificationsColumn'),
})
