import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { POLL_INTERVAL_MS } from '../../src/state/constants'
import { columnMessages } from '../messages'
import { defineKind } from '../types'

const params = v.object({
  accountId: v.pipe(v.string(), v.minLength(1)),
  /** The account's handle when the column was made, for the column's name. */
  name: v.optional(v.string(), ''),
  tab: v.optional(v.picklist(['statuses', 'replies', 'media']), 'statuses'),
})

type UserParams = v.InferOutput<typeof params>

/** The tab a profile's hash names; anything else shows its statuses. */
function tabOf(hash: string): UserParams['tab'] {
  return hash === 'replies' || hash === 'media' ? hash : 'statuses'
}

const titles = {
  statuses: columnMessages.userTitle,
  replies: columnMessages.userRepliesTitle,
  media: columnMessages.userMediaTitle,
}

export const userColumn = defineKind<UserParams>({
  id: 'user',
  label: columnMessages.user,
  icon: 'user',
  title: ({ name, accountId, tab }) => ({
    descriptor: titles[tab],
    values: { name: name || accountId },
  }),
  params,
  fields: [
    { name: 'accountId', label: columnMessages.userParam, input: 'account' },
    {
      name: 'tab',
      label: columnMessages.userTab,
      input: 'choice',
      choices: [
        { value: 'statuses', label: columnMessages.userStatuses },
        { value: 'replies', label: columnMessages.userReplies },
        { value: 'media', label: columnMessages.userMedia },
      ],
    },
  ],
  signedInOnly: false,
  routes: [
    {
      route: 'external-user-profile',
      params: ({ id }, hash) => (id ? { accountId: id, tab: tabOf(hash) } : undefined),
    },
    // The profile by nickname (`/lain`) always opens on its statuses.
    {
      route: 'user-profile',
      accountByName: 'name',
      params: ({ name }) => (name ? { accountId: name, tab: 'statuses' } : undefined),
    },
  ],
  focusedPath: ({ accountId, tab }) =>
    routePath('external-user-profile', { id: accountId }, tab === 'statuses' ? {} : { hash: tab }),
  body: 'timeline',
  source: ({ accountId, tab }) =>
    tab === 'media'
      ? { kind: 'media', accountId }
      : { kind: 'user', accountId, excludeReplies: tab === 'statuses' },
  pollIntervalMs: POLL_INTERVAL_MS.timeline,
  order: 'newest-first',
  // Spec 1 section 4: the user and media timelines accept data only if the user matches.
  accepts: (status, { accountId }) => status.user_id === accountId,
  clearOnLeave: false,
})
