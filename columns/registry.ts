import * as v from 'valibot'
import { announcementsColumn } from './announcements'
import { bookmarksColumn } from './bookmarks'
import { bubbleColumn } from './bubble'
import { chatsColumn } from './chats'
import { dmsColumn } from './dms'
import { favouritesColumn } from './favourites'
import { federatedColumn } from './federated'
import { followRequestsColumn } from './follow-requests'
import { homeColumn } from './home'
import { interactionsColumn } from './interactions'
import { listColumn } from './list'
import { listsColumn } from './lists'
import { localColumn } from './local'
import { notificationsColumn } from './notifications'
import { reportsColumn } from './reports'
import { staffStatusesColumn } from './staff-statuses'
import { staffUsersColumn } from './staff-users'
import { searchColumn } from './search'
import { tagColumn } from './tag'
import { threadColumn } from './thread'
import type { AnyColumnKind, ColumnParams, KindRoute } from './types'
import { userColumn } from './user'
import { whoToFollowColumn } from './who-to-follow'

// Every column kind, in the order the column picker offers them. Adding a kind means adding
// its folder and its entry here; the deck itself never names a kind.
export const columnKinds: readonly AnyColumnKind[] = [
  homeColumn,
  notificationsColumn,
  interactionsColumn,
  localColumn,
  federatedColumn,
  bubbleColumn,
  tagColumn,
  listColumn,
  dmsColumn,
  chatsColumn,
  bookmarksColumn,
  favouritesColumn,
  userColumn,
  threadColumn,
  followRequestsColumn,
  searchColumn,
  listsColumn,
  whoToFollowColumn,
  announcementsColumn,
  reportsColumn,
  staffUsersColumn,
  staffStatusesColumn,
]

const byId = new Map(columnKinds.map((kind) => [kind.id, kind]))

export type ParamsResult =
  | { ok: true; kind: AnyColumnKind; params: ColumnParams }
  | { ok: false; reason: 'unknown-kind' | 'bad-params'; detail?: string }

/** The kind of a stored column and its params, validated; a bad column is reported, not thrown. */
export function resolveColumn(kindId: string, params: unknown): ParamsResult {
  const kind = byId.get(kindId)
  if (!kind) return { ok: false, reason: 'unknown-kind' }
  const result = v.safeParse(kind.params, params)
  return result.success
    ? { ok: true, kind, params: result.output }
    : { ok: false, reason: 'bad-params', detail: v.summarize(result.issues) }
}

/** A column a route shows: its kind and params as the route gives them (validated when shown). */
export interface RouteColumn {
  kind: string
  params: ColumnParams
}

interface Claim {
  kind: AnyColumnKind
  route: KindRoute
}

// The reverse of every kind's `routes`: the kinds that answer each route.
const claims = new Map<string, Claim[]>()
for (const kind of columnKinds) {
  for (const route of kind.routes) {
    claims.set(route.route, [...(claims.get(route.route) ?? []), { kind, route }])
  }
}

/** The kind that claims this exact hash on the route, else the one that takes any hash. */
function claimOf(route: string, hash: string): Claim | undefined {
  const candidates = claims.get(route) ?? []
  return (
    candidates.find((claim) => claim.route.hash === hash) ??
    candidates.find((claim) => claim.route.hash === undefined)
  )
}

function columnOf(
  claim: Claim,
  path: Readonly<Record<string, string>>,
  hash: string,
  search: string,
) {
  const params = claim.route.params(path, hash, new URLSearchParams(search))
  return params ? { kind: claim.kind.id, params: params as ColumnParams } : null
}

/**
 * The column a route shows focused (`hash` and `search` as in `location`). Null for routes that
 * show no column, and for those that name an account by nickname (see `accountLookupOf`).
 */
export function routeColumn(
  route: string,
  path: Readonly<Record<string, string>>,
  hash: string,
  search = '',
): RouteColumn | null {
  const bare = hash.replace(/^#/, '')
  const claim = claimOf(route, bare)
  if (!claim || claim.route.accountByName !== undefined) return null
  return columnOf(claim, path, bare, search)
}

export interface AccountLookup {
  /** The nickname to look up. */
  name: string
  /** The column once the account's id is known. */
  column: (accountId: string) => RouteColumn | null
}

/** For a route whose column names its account by nickname (`/lain`): what to look up first. */
export function accountLookupOf(
  route: string,
  path: Readonly<Record<string, string>>,
  hash: string,
): AccountLookup | null {
  const bare = hash.replace(/^#/, '')
  const claim = claimOf(route, bare)
  const param = claim?.route.accountByName
  const name = param === undefined ? undefined : path[param]
  if (!claim || param === undefined || !name) return null
  return {
    name,
    column: (accountId) => columnOf(claim, { ...path, [param]: accountId }, bare, ''),
  }
}
