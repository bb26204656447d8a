/**
 * Every path of spec 1 section 2 with its route name. Links are built from this table
 * (`routePath('tag-timeline', { tag: 'cats' })`), never from string literals.
 *
 * - `focused`: a timeline-like route, shown by the deck's focused single-column view.
 * - access `signed-in`: visitors go to the configured no-login root (or /main/all).
 * - access `signed-out`: signed-in people go home.
 * - access `timeline`: visitors see it only when the instance opens that timeline to them.
 */
export const routeTable = {
  root: { path: '/', access: 'all', focused: false },
  'public-external-timeline': { path: '/main/all', access: 'timeline', focused: true },
  'public-timeline': { path: '/main/public', access: 'timeline', focused: true },
  'bubble-timeline': { path: '/main/bubble', access: 'timeline', focused: true },
  'social-timeline': { path: '/main/social', access: 'timeline', focused: true },
  friends: { path: '/main/friends', access: 'signed-in', focused: true },
  'tag-timeline': { path: '/tag/:tag', access: 'all', focused: true },
  bookmarks: { path: '/bookmarks', access: 'signed-in', focused: true },
  conversation: { path: '/notice/:id', access: 'all', focused: true },
  'remote-user-profile-acct': { path: '/remote-users/:acct', access: 'signed-in', focused: false },
  'remote-user-profile': {
    path: '/remote-users/:hostname/:username',
    access: 'signed-in',
    focused: false,
  },
  'external-user-profile': { path: '/users/:id', access: 'all', focused: true },
  interactions: { path: '/users/:username/interactions', access: 'signed-in', focused: true },
  dms: { path: '/users/:username/dms', access: 'signed-in', focused: true },
  // Not in the spec's table: Pleroma's chats, where the instance offers them, beside the DMs.
  chats: { path: '/users/:username/chats', access: 'signed-in', focused: true },
  chat: { path: '/users/:username/chats/:id', access: 'signed-in', focused: true },
  notifications: { path: '/:username/notifications', access: 'signed-in', focused: true },
  registration: { path: '/registration', access: 'signed-out', focused: false },
  'registration-token': { path: '/registration/:token', access: 'signed-out', focused: false },
  'registration-request-sent': {
    path: '/registration-request-sent',
    access: 'all',
    focused: false,
  },
  'awaiting-email-confirmation': {
    path: '/awaiting-email-confirmation',
    access: 'all',
    focused: false,
  },
  'password-reset': { path: '/password-reset', access: 'signed-out', focused: false },
  'friend-requests': { path: '/friend-requests', access: 'signed-in', focused: true },
  // Open to signed-in people too: that is how another account is added.
  login: { path: '/login', access: 'all', focused: false },
  'oauth-callback': { path: '/oauth-callback', access: 'all', focused: false },
  search: { path: '/search', access: 'all', focused: true },
  'who-to-follow': { path: '/who-to-follow', access: 'signed-in', focused: true },
  about: { path: '/about', access: 'all', focused: false },
  lists: { path: '/lists', access: 'signed-in', focused: true },
  'list-timeline': { path: '/lists/:id', access: 'signed-in', focused: true },
  'lists-edit': { path: '/lists/:id/edit', access: 'signed-in', focused: true },
  announcements: { path: '/announcements', access: 'signed-in', focused: true },
  // Not in the spec's table: the moderation view's tabs, reports, users and posts (spec 3 names
  // them; staff only: each column refuses others).
  'moderation-reports': { path: '/moderation/reports', access: 'signed-in', focused: true },
  'moderation-users': { path: '/moderation/users', access: 'signed-in', focused: true },
  'moderation-statuses': { path: '/moderation/statuses', access: 'signed-in', focused: true },
  // The deck itself: the row of columns the person arranges.
  deck: { path: '/deck', access: 'all', focused: true },
  // Last: the catch-all profile by name (`/users/{name}` is matched by external-user-profile).
  'user-profile': { path: '/:name', access: 'all', focused: true },
} as const

export type RouteName = keyof typeof routeTable
export const routeNames = Object.keys(routeTable) as RouteName[]

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

export type RouteParams<N extends RouteName> = {
  [K in ParamNames<(typeof routeTable)[N]['path']>]: string
}

/** Query parameters some routes take (spec 1 section 2), and the hash a profile's tabs use. */
export interface RouteQuery {
  query?: string
  passwordResetRequested?: boolean
  /** Without the '#': `media` opens a profile on its media. */
  hash?: string
}

// A path segment may hold these literally (RFC 3986 sub-delims, ':' and '@'), so `/remote-users/
// a@b.example` stays readable; react-router matches the path the same either way.
const literalInSegment = /%(?:24|26|2B|2C|3A|3B|3D|40)/g

function encodeSegment(value: string): string {
  return encodeURIComponent(value).replace(literalInSegment, (escape) => decodeURIComponent(escape))
}

/** The path of a named route; params are encoded. Pure: no router needed to build a link. */
export function routePath<N extends RouteName>(
  name: N,
  ...[params, query]: keyof RouteParams<N> extends never
    ? [params?: Record<string, never>, query?: RouteQuery]
    : [params: RouteParams<N>, query?: RouteQuery]
): string {
  const values: Readonly<Record<string, string | undefined>> = params ?? {}
  const segments = routeTable[name].path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? encodeSegment(values[segment.slice(1)] ?? '') : segment,
    )
    // An empty param leaves no empty segment behind (`/users//dms`), as react-router's links do.
    .filter((segment) => segment !== '')
  const path = `/${segments.join('/')}`
  const search = new URLSearchParams()
  if (query?.query !== undefined) search.set('query', query.query)
  if (query?.passwordResetRequested) search.set('passwordResetRequested', 'true')
  const text = search.toString()
  const hash = query?.hash ? `#${query.hash}` : ''
  return `${text ? `${path}?${text}` : path}${hash}`
}

/** Timeline routes and the visitor visibility flag that opens each. */
export const timelineVisibilityOf: Partial<Record<RouteName, 'local' | 'federated' | 'bubble'>> = {
  'public-external-timeline': 'federated',
  'public-timeline': 'local',
  'bubble-timeline': 'bubble',
  'social-timeline': 'bubble',
}
