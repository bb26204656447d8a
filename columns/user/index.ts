import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { defineTimelineKind } from '../define-timeline-kind'
import { userMessages as m } from './messages'

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
  statuses: m.title,
  replies: m.repliesTitle,
  media: m.mediaTitle,
}

export const userColumn = defineTimelineKind<UserParams>({
  id: 'user',
  label: m.label,
  icon: 'user',
  title: ({ name, accountId, tab }) => ({
    descriptor: titles[tab],
    values: { name: name || accountId },
  }),
  params,
  fields: [
    { name: 'accountId', label: m.param, input: 'account' },
    {
      name: 'tab',
      label: m.tab,
      input: 'choice',
      choices: [
        { value: 'statuses', label: m.statuses },
        { value: 'replies', label: m.replies },
        { value: 'media', label: m.media },
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
  source: ({ accountId, tab }) =>
    tab === 'media'
      ? { kind: 'media', accountId }
      : { kind: 'user', accountId, excludeReplies: tab === 'statuses' },
  // Spec 1 section 4: the user and media timelines accept data only if the user matches.
  accepts: (status, { accountId }) => status.user_id === accountId,
})
