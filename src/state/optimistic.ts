// Optimistic actions (spec 2 section 4): the change shows at once, the server's answer replaces
// it, and a failure rolls it back and shows the error. A rollback only restores the old copy when
// the entity still holds our patch: if a newer server copy arrived meanwhile, that copy is the
// truth and stays. One request per entity and action at a time: a double click does not send two.

import type { Store } from 'jotai'
import { votePoll } from '../api/polls'
import {
  bookmarkStatus,
  deleteStatus,
  favouriteStatus,
  reactToStatus,
  reblogStatus,
  unbookmarkStatus,
  unfavouriteStatus,
  unreactToStatus,
  unreblogStatus,
} from '../api/statuses'
import type { ApiPoll, ApiStatus } from '../api/wire'
import { isFavouriteReaction } from '../entities/normalize-emoji'
import { errorOf, type ActionContext, type ActionResult } from './action-result'
import { getAccountCache, readEntity, type EntityKind, type EntityTypes } from './entity-cache'
import { ingestDeletion, overwriteEntity } from './ingest'
import { ingestApiPoll, ingestApiStatus } from './ingest-api'
import { noticeMessages, pushError } from './notices'
import { addReaction, removeReaction, votedPoll } from './patches'

const inFlight = new WeakMap<Store, Set<string>>()

function flightsOf(store: Store): Set<string> {
  let set = inFlight.get(store)
  if (!set) {
    set = new Set()
    inFlight.set(store, set)
  }
  return set
}

interface Optimistic<K extends EntityKind, A> {
  kind: K
  id: string
  /** Names the request for the one-at-a-time rule. */
  name: string
  patch: (held: EntityTypes[K]) => EntityTypes[K]
  request: () => Promise<A>
  /** Store the server's answer (it replaces the patch). */
  settle: (answer: A) => void
}

async function runOptimistic<K extends EntityKind, A>(
  ctx: ActionContext,
  action: Optimistic<K, A>,
): Promise<ActionResult> {
  const { store, accountKey } = ctx
  const key = `${accountKey}|${action.kind}:${action.id}|${action.name}`
  const flights = flightsOf(store)
  const cache = getAccountCache(store, accountKey)
  const before = readEntity(cache, action.kind, action.id)
  if (flights.has(key) || before === undefined) {
    return { ok: false, skipped: true, error: { descriptor: noticeMessages.unknownError } }
  }
  flights.add(key)
  const patched = action.patch(before)
  overwriteEntity(store, accountKey, action.kind, patched)
  try {
    const answer = await action.request()
    action.settle(answer)
    return { ok: true, value: undefined }
  } catch (error) {
    if (readEntity(cache, action.kind, action.id) === patched) {
      overwriteEntity(store, accountKey, action.kind, before)
    }
    const message = errorOf(error)
    pushError(store, message)
    return { ok: false, error: message }
  } finally {
    flights.delete(key)
  }
}

function statusAnswer(ctx: ActionContext) {
  return (answer: ApiStatus) => {
    ingestApiStatus(ctx.store, ctx.accountKey, answer)
  }
}

export function setFavourite(ctx: ActionContext, id: string, on: boolean): Promise<ActionResult> {
  return runOptimistic(ctx, {
    kind: 'statuses',
    id,
    name: 'favourite',
    patch: (s) =>
      s.favorited === on
        ? s
        : { ...s, favorited: on, fave_num: Math.max(0, s.fave_num + (on ? 1 : -1)) },
    request: () => (on ? favouriteStatus : unfavouriteStatus)(ctx.client, id),
    settle: statusAnswer(ctx),
  })
}

export function setRepeat(ctx: ActionContext, id: string, on: boolean): Promise<ActionResult> {
  return runOptimistic(ctx, {
    kind: 'statuses',
    id,
    name: 'repeat',
    patch: (s) =>
      s.repeated === on
        ? s
        : { ...s, repeated: on, repeat_num: Math.max(0, s.repeat_num + (on ? 1 : -1)) },
    request: () => (on ? reblogStatus : unreblogStatus)(ctx.client, id),
    // A reblog answers with the new wrapper; its original carries the new counts.
    settle: statusAnswer(ctx),
  })
}

export function setBookmark(ctx: ActionContext, id: string, on: boolean): Promise<ActionResult> {
  return runOptimistic(ctx, {
    kind: 'statuses',
    id,
    name: 'bookmark',
    patch: (s) => ({ ...s, bookmarked: on }),
    request: () => (on ? bookmarkStatus : unbookmarkStatus)(ctx.client, id),
    settle: statusAnswer(ctx),
  })
}

/** Heart and star count as favourites (spec 2 section 3); other emoji go to the reaction list. */
export function setReaction(
  ctx: ActionContext,
  id: string,
  emoji: string,
  on: boolean,
): Promise<ActionResult> {
  return runOptimistic(ctx, {
    kind: 'statuses',
    id,
    name: `react:${emoji}`,
    patch: (s) => {
      if (isFavouriteReaction(emoji))
        return { ...s, fave_num: Math.max(0, s.fave_num + (on ? 1 : -1)) }
      return on ? addReaction(s, emoji) : removeReaction(s, emoji)
    },
    request: () => (on ? reactToStatus : unreactToStatus)(ctx.client, id, emoji),
    settle: statusAnswer(ctx),
  })
}

/** Hidden at once; on success every column drops it, on failure it comes back. */
export function removeStatus(ctx: ActionContext, id: string): Promise<ActionResult> {
  return runOptimistic(ctx, {
    kind: 'statuses',
    id,
    name: 'delete',
    patch: (s) => ({ ...s, deleted: true }),
    request: () => deleteStatus(ctx.client, id),
    settle: () => {
      ingestDeletion(ctx.store, ctx.accountKey, id)
    },
  })
}

export function voteInPoll(
  ctx: ActionContext,
  pollId: string,
  choices: readonly number[],
): Promise<ActionResult> {
  return runOptimistic(ctx, {
    kind: 'polls',
    id: pollId,
    name: 'vote',
    patch: (p) => votedPoll(p, choices),
    request: () => votePoll(ctx.client, pollId, [...choices]),
    settle: (answer: ApiPoll) => {
      ingestApiPoll(ctx.store, ctx.accountKey, answer)
    },
  })
}
