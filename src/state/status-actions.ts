// What a status card does, as one object per account: the optimistic actions (favourite, repeat,
// bookmark, reaction, delete, vote: patch, call, ingest the answer or roll back, raise the
// notice) and the plain calls whose answers go through ingest (pin, mute thread, translate, a
// status or thread fetched into the cache). The card calls these and shows what they resolve to;
// nothing climbs back up to be stored. What a card only reads (edit history, who favourited or
// repeated, a quoted status, reaction images) comes from the loaders (loaders/statuses.ts,
// loaders/reaction-images.ts) through useLoad.
import { fetchPoll } from '../api/polls'
import {
  fetchStatus,
  fetchStatusContext,
  muteConversation,
  pinStatus,
  translateStatus,
  unmuteConversation,
  unpinStatus,
} from '../api/statuses'
import type { ApiStatus } from '../api/wire'
import { normalizeTranslation } from '../entities/normalize-misc'
import type { Translation } from '../entities/status'
import { attempt, type ActionContext, type ActionResult } from './action-result'
import { entityAtom, getAccountCache } from './entity-cache'
import { overwriteEntity } from './ingest'
import { ingestApiPoll, ingestApiStatus, ingestApiStatuses } from './ingest-api'
import {
  removeStatus,
  setBookmark,
  setFavourite,
  setReaction,
  setRepeat,
  voteInPoll,
} from './optimistic'

export type { ActionContext, ActionResult } from './action-result'

export interface ThreadIds {
  ancestors: string[]
  descendants: string[]
}

/** Every call resolves, never throws: a failure comes back as the message to show. */
export interface StatusActions {
  favourite: (id: string, on: boolean) => Promise<ActionResult>
  repeat: (id: string, on: boolean) => Promise<ActionResult>
  bookmark: (id: string, on: boolean) => Promise<ActionResult>
  react: (id: string, emoji: string, on: boolean) => Promise<ActionResult>
  pin: (id: string, on: boolean) => Promise<ActionResult>
  muteThread: (id: string, on: boolean) => Promise<ActionResult>
  remove: (id: string) => Promise<ActionResult>
  /** The translation is also kept on the status in the cache. */
  translate: (id: string, language: string) => Promise<ActionResult<Translation>>
  /** Fetch one status into the cache (the conversation's focused status). */
  fetchStatus: (id: string) => Promise<ActionResult>
  /** Fetch a thread into the cache: ids of ancestors (oldest first) and descendants. */
  fetchContext: (id: string) => Promise<ActionResult<ThreadIds>>
  vote: (pollId: string, choices: number[]) => Promise<ActionResult>
  refreshPoll: (pollId: string) => Promise<ActionResult>
}

/** A skipped action (the same one already in flight) is not a failure to show. */
function shown(result: ActionResult): ActionResult {
  return result.ok || result.skipped !== true ? result : { ok: true, value: undefined }
}

/** The calls that only fetch into the cache (or write the client's own translation). */
function fetchActions(ctx: ActionContext) {
  const { store, accountKey, client } = ctx
  const ingestStatus = (run: () => Promise<ApiStatus>) =>
    attempt(async () => {
      const startedAt = Date.now()
      ingestApiStatus(store, accountKey, await run(), { observedAt: startedAt })
      return undefined
    })
  return {
    pin: (id: string, on: boolean) =>
      ingestStatus(() => (on ? pinStatus : unpinStatus)(client, id)),
    muteThread: (id: string, on: boolean) =>
      ingestStatus(() => (on ? muteConversation : unmuteConversation)(client, id)),
    fetchStatus: (id: string) => ingestStatus(() => fetchStatus(client, id)),
    refreshPoll: (pollId: string) =>
      attempt(async () => {
        ingestApiPoll(store, accountKey, await fetchPoll(client, pollId))
        return undefined
      }),
    translate: (id: string, language: string) =>
      attempt(async () => {
        const translation = normalizeTranslation(await translateStatus(client, id, language))
        const held = store.get(entityAtom(getAccountCache(store, accountKey), 'statuses', id))
        if (!translation) throw new Error('empty translation')
        // The translation is the client's own addition to the status, not server data.
        if (held) overwriteEntity(store, accountKey, 'statuses', { ...held, translation })
        return translation
      }),
    fetchContext: (id: string) =>
      attempt(async () => {
        const context = await fetchStatusContext(client, id)
        return {
          ancestors: ingestApiStatuses(store, accountKey, context.ancestors),
          descendants: ingestApiStatuses(store, accountKey, context.descendants),
        }
      }),
  }
}

export function createStatusActions(ctx: ActionContext): StatusActions {
  return {
    ...fetchActions(ctx),
    favourite: async (id, on) => shown(await setFavourite(ctx, id, on)),
    repeat: async (id, on) => shown(await setRepeat(ctx, id, on)),
    bookmark: async (id, on) => shown(await setBookmark(ctx, id, on)),
    react: async (id, emoji, on) => shown(await setReaction(ctx, id, emoji, on)),
    remove: async (id) => shown(await removeStatus(ctx, id)),
    vote: async (pollId, choices) => shown(await voteInPoll(ctx, pollId, choices)),
  }
}
