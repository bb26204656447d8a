// What the people screens read besides accounts themselves: who reacted with what (the reaction
// list of a status), account suggestions in either of the two shapes servers send, and the
// "people talking" figures of a hashtag's history.
import type { ApiAccount, ApiReactionWithAccounts } from '../api/wire/index.ts'
import type { EntityBundle } from './bundle.ts'
import { arr, bool, isPlainObject, isRecord, nonEmpty, num, str, warnBadData } from './coerce.ts'
import type { Tag } from './misc.ts'
import { normalizeAccount } from './normalize-user.ts'

/** One emoji of a status's reaction list with the accounts that reacted with it. */
export interface ReactionWho {
  name: string
  /** Image of a custom emoji; null for unicode. */
  url: string | null
  count: number
  me: boolean
  account_ids: string[]
}

/**
 * GET /api/v1/pleroma/statuses/:id/reactions: the accounts go to the bundle. An entry without a
 * name is left out; heart and star stay (the list says who reacted with what, whatever it is).
 */
export function normalizeReactionList(
  raw: readonly ApiReactionWithAccounts[],
  into: EntityBundle,
): ReactionWho[] {
  const out: ReactionWho[] = []
  for (const item of arr(raw)) {
    if (!isRecord(item) || str(item.name) === '') {
      warnBadData('reaction without name skipped', item)
      continue
    }
    const accountIds: string[] = []
    for (const account of arr(item.accounts)) {
      const user = normalizeAccount(account, into)
      if (user) accountIds.push(user.id)
    }
    out.push({
      name: str(item.name),
      url: nonEmpty(item.url),
      count: Math.max(num(item.count), accountIds.length),
      me: bool(item.me),
      account_ids: accountIds,
    })
  }
  return out
}

/**
 * GET /api/v1/suggestions answers accounts (Akkoma, Mastodon v1); /api/v2/suggestions answers
 * `{ source, account }`. Either way the accounts go to the bundle and their ids come back.
 */
export function normalizeSuggestions(raw: unknown, into: EntityBundle): string[] {
  if (!Array.isArray(raw)) {
    warnBadData('suggestions are not a list', raw)
    return []
  }
  const ids: string[] = []
  for (const item of raw) {
    const account: unknown = isPlainObject(item) && isRecord(item.account) ? item.account : item
    const user = normalizeAccount(account as ApiAccount, into)
    if (user && !ids.includes(user.id)) ids.push(user.id)
  }
  return ids
}

/** What a hashtag result says of itself: uses and people of its latest history day. */
export interface TagActivity {
  uses: number
  accounts: number
}

/**
 * The latest history record (spec 1 §2: "people talking" and uses); null when the server sends
 * no history, as Akkoma does.
 */
export function latestTagActivity(tag: Pick<Tag, 'history'>): TagActivity | null {
  let latest: Tag['history'][number] | undefined
  for (const entry of tag.history) {
    if (latest === undefined || entry.day > latest.day) latest = entry
  }
  return latest === undefined ? null : { uses: latest.uses, accounts: latest.accounts }
}
