import * as v from 'valibot'
import { PROFILE_TABS, tabOfHash, type ProfileTab } from '../../src/lib/user/profile-tabs'
import type { User } from '../../src/entities'
import { routePath } from '../../src/routes/route-table'
import { defineKind } from '../types'
import { userMessages as m } from './messages'

const params = v.object({
  accountId: v.pipe(v.string(), v.minLength(1)),
  /** The account's handle when the column was made, for its name until the account loads. */
  name: v.optional(v.string(), ''),
  /** The tab shown; none: the viewer's userProfileDefaultTab. */
  tab: v.optional(v.picklist(PROFILE_TABS)),
})

export type UserParams = v.InferOutput<typeof params>

const titles: Record<ProfileTab, (typeof m)[keyof typeof m]> = {
  statuses: m.title,
  replies: m.repliesTitle,
  media: m.mediaTitle,
  followees: m.followeesTitle,
  followers: m.followersTitle,
  favorites: m.title,
}

/** The display name as text for the title: its custom emoji (`:blobcat:`) left out. */
function plainName(user: User): string {
  let text = user.name
  for (const emoji of user.emoji) text = text.split(`:${emoji.shortcode}:`).join('')
  return text.replace(/\s+/g, ' ').trim()
}

/**
 * The tab the title names. Favourites show only to their owner and hidden lists only to theirs,
 * which the title cannot know: those take the plain name, as does no tab (the default tab).
 */
function titledTab(tab: ProfileTab | undefined, user: User | undefined): ProfileTab {
  if (tab === 'followees' && user?.hide_follows !== false) return 'statuses'
  if (tab === 'followers' && user?.hide_followers !== false) return 'statuses'
  return tab ?? 'statuses'
}

/** The tab a route's hash names, when it names one. */
const tabParam = (hash: string): Partial<UserParams> => {
  const tab = tabOfHash(hash)
  return tab === undefined ? {} : { tab }
}

/**
 * A profile (spec 1 §2): header, the account actions, and its tabs (statuses with the pinned
 * ones first, with replies, media, followees, followers, and one's own favourites), the tab in
 * the URL hash when focused. Titled by the account's name once it is known, never by its id.
 */
export const userColumn = defineKind<UserParams>({
  id: 'user',
  label: m.label,
  icon: 'user',
  title: ({ name, tab }, user) => {
    const shown = user ? plainName(user) || user.screen_name : name
    if (!shown) return { descriptor: m.untitled }
    return { descriptor: titles[titledTab(tab, user)], values: { name: shown } }
  },
  titleUser: ({ accountId }) => accountId,
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
        { value: 'followees', label: m.followees },
        { value: 'followers', label: m.followers },
      ],
    },
  ],
  signedInOnly: false,
  routes: [
    {
      route: 'external-user-profile',
      params: ({ id }, hash) => (id ? { accountId: id, ...tabParam(hash) } : undefined),
    },
    {
      route: 'user-profile',
      accountByName: 'name',
      params: ({ name }, hash) => (name ? { accountId: name, ...tabParam(hash) } : undefined),
    },
  ],
  focusedPath: ({ accountId, tab }) =>
    routePath('external-user-profile', { id: accountId }, tab ? { hash: tab } : {}),
  body: 'component',
  scrollsItself: true,
  load: () => import('./ProfileColumn'),
})
