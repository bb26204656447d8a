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
