// What a profile reads (spec 1 §2 "Profile tabs", spec 3 §7 "Accounts"): the account with its
// relationship, its pinned statuses, its followees and followers a page at a time, the viewer's
// followed tags, the relationship alone (the card asks for it when it opens) and an account's
// recent statuses (the report dialog lists them).
import { fetchAccount, fetchFollowers, fetchFollowing, fetchRelationship } from '../../api/accounts'
import { isApiError } from '../../api/errors'
import { fetchFollowedTags } from '../../api/tags'
import { fetchAccountStatuses, fetchPinnedStatuses, pageSize } from '../../api/timelines'
import type { Tag } from '../../entities/misc'
import { normalizeTag } from '../../entities/normalize-misc'
import type { Relationship, User } from '../../entities/user'
import { getAccountCache, readEntity } from '../entity-cache'
import { ingestApiAccounts, ingestApiRelationships, ingestApiStatuses } from '../ingest-api'
import { clientOf, type LoadTarget } from './target'

/** Why a profile did not load (spec 1 §8 "Profile load"). */
export type ProfileError =
  | { kind: 'missing' }
  /** The server said why: shown as it is. */
  | { kind: 'server'; message: string }
  | { kind: 'failed' }

export function profileErrorOf(error: unknown): ProfileError {
  if (!isApiError(error)) return { kind: 'failed' }
  const said = error.serverMessage?.trim() ?? ''
  // Akkoma answers an unknown id with 404; Pleroma's older API said it in words.
  if (said === 'No user with such user_id' || error.status === 404) return { kind: 'missing' }
  if (said !== '' && (error.kind === 'http' || error.kind === 'body')) {
    return { kind: 'server', message: said }
  }
  return { kind: 'failed' }
}

/** An account by id or nickname, with its relationship to the viewer, ingested. */
export async function loadProfile(target: LoadTarget, idOrName: string): Promise<User> {
  const raw = await fetchAccount(clientOf(target), idOrName.replace(/^@/, ''))
  const [user] = ingestApiAccounts(target.store, target.accountKey, [raw])
  if (!user) throw new Error(`The server's answer for ${idOrName} is not an account`)
  return user
}

/** The relationship of the signed-in account to another, ingested. */
export async function loadRelationship(
  target: LoadTarget,
  userId: string,
): Promise<Relationship | null> {
  const raw = await fetchRelationship(clientOf(target), userId)
  if (!raw) return null
  ingestApiRelationships(target.store, target.accountKey, [raw])
  return (
    readEntity(getAccountCache(target.store, target.accountKey), 'relationships', userId) ?? null
  )
}

/** The pinned statuses of an account, newest pin first as the server lists them. */
export async function loadPinnedStatuses(target: LoadTarget, accountId: string): Promise<string[]> {
  const observedAt = Date.now()
  const page = await fetchPinnedStatuses(clientOf(target), accountId)
  return ingestApiStatuses(target.store, target.accountKey, page.items, { observedAt })
}

/** An account's latest statuses (with replies), for the report dialog to choose from. */
export async function loadRecentStatuses(target: LoadTarget, accountId: string): Promise<string[]> {
  const observedAt = Date.now()
  const page = await fetchAccountStatuses(clientOf(target), accountId, {
    ...(target.signal ? { signal: target.signal } : {}),
  })
  return ingestApiStatuses(target.store, target.accountKey, page.items, { observedAt })
}

export interface Paged<T> {
  items: T[]
  /** The cursor of the next page; undefined at the end. */
  maxId: string | undefined
}

/** One page of whom an account follows or who follows it: user ids, users ingested. */
export async function loadFollows(
  target: LoadTarget,
  accountId: string,
  direction: 'followees' | 'followers',
  maxId?: string,
): Promise<Paged<string>> {
  const fetchPage = direction === 'followees' ? fetchFollowing : fetchFollowers
  const page = await fetchPage(clientOf(target), accountId, {
    ...(maxId !== undefined ? { maxId } : {}),
    withRelationships: true,
  })
  const users = ingestApiAccounts(target.store, target.accountKey, page.items)
  // A short page is the last one: no need to ask for an empty one after it.
  const full = page.items.length >= pageSize
  return { items: users.map((user) => user.id), maxId: full ? page.maxId : undefined }
}

/** One page of the hashtags the signed-in account follows. */
export async function loadFollowedTags(target: LoadTarget, maxId?: string): Promise<Paged<Tag>> {
  const page = await fetchFollowedTags(clientOf(target), {
    limit: pageSize,
    ...(maxId !== undefined ? { maxId } : {}),
  })
  const tags = page.items.flatMap((raw) => normalizeTag(raw) ?? [])
  return { items: tags, maxId: page.items.length >= pageSize ? page.maxId : undefined }
}
