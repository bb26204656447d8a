// What a status card does, as one object per account: the optimistic actions (favourite, repeat,
// bookmark, reaction, delete, vote: patch, call, ingest the answer or roll back, raise the
// notice) and the plain calls whose answers go through ingest (pin, mute thread, translate,
// history, who favourited or repeated, a status or thread fetched into the cache). The card calls
// these and shows what they resolve to; nothing climbs back up to be stored.
import { createApiClient, type ApiClient } from '../api/client'
import { fetchPoll } from '../api/polls'
import {
  fetchFavouritedBy,
  fetchRebloggedBy,
  fetchStatus,
  fetchStatusContext,
  fetchStatusHistory,
  muteConversation,
  pinStatus,
  translateStatus,
  unmuteConversation,
  unpinStatus,
} from '../api/statuses'
import type { ApiStatus } from '../api/wire'
import { createBundle } from '../entities/bundle'
import { normalizeStatusHistory, normalizeTranslation } from '../entities/normalize-misc'
import type { StatusEdit, Translation } from '../entities/status'
import { attempt, type ActionContext, type ActionResult } from './action-result'
import { entityAtom, getAccountCache } from './entity-cache'
import { ingest, overwriteEntity } from './ingest'
import { ingestApiAccounts, ingestApiPoll, ingestApiStatus, ingestApiStatuses } from './ingest-api'
import {
  removeStatus,
  setBookmark,
  setFavourite,
  setReaction,
  setRepeat,
  voteInPoll,
} from './optimistic'
import { animationProbe, remoteReactionLookup } from './remote-lookups'

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
  history: (id: string) => Promise<ActionResult<StatusEdit[]>>
  /** Fetch the favouriting / repeating users into the cache; resolves with their ids. */
  favouritedBy: (id: string) => Promise<ActionResult<string[]>>
  rebloggedBy: (id: string) => Promise<ActionResult<string[]>>
  /** Fetch one status into the cache (popover, quote, conversation). */
  fetchStatus: (id: string) => Promise<ActionResult>
  /** Fetch a thread into the cache: ids of ancestors (oldest first) and descendants. */
  fetchContext: (id: string) => Promise<ActionResult<ThreadIds>>
  vote: (pollId: string, choices: number[]) => Promise<ActionResult>
  refreshPoll: (pollId: string) => Promise<ActionResult>
  /** Custom reaction images of a Misskey-style host (POST {host}/api/notes/show). */
  remoteReactionEmojis?: (
    host: string,
    noteId: string,
  ) => Promise<ActionResult<Record<string, string>>>
  /** Whether the image at this URL is animated (GIF, WEBP, APNG), from its first bytes. */
  probeAnimation?: (url: string) => Promise<boolean>
}

export interface StatusActionOptions {
  /** A token-less client for a third-party host (tests pass one that answers locally). */
  remoteClient?: (host: string) => ApiClient
  /** Fetch for image probes (tests pass one that answers locally). */
  fetchImage?: (url: string, init: RequestInit) => Promise<Response>
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
    history: (id: string) =>
      attempt(async () => {
        const bundle = createBundle()
        const edits = normalizeStatusHistory(await fetchStatusHistory(client, id), bundle)
        ingest(store, accountKey, bundle)
        return edits
      }),
    favouritedBy: (id: string) =>
      attempt(async () =>
        ingestApiAccounts(store, accountKey, await fetchFavouritedBy(client, id)).map((u) => u.id),
      ),
    rebloggedBy: (id: string) =>
      attempt(async () =>
        ingestApiAccounts(store, accountKey, await fetchRebloggedBy(client, id)).map((u) => u.id),
      ),
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

export function createStatusActions(
  ctx: ActionContext,
  options: StatusActionOptions = {},
): StatusActions {
  const remoteClient = options.remoteClient ?? ((host) => createApiClient({ baseUrl: host }))
  return {
    ...fetchActions(ctx),
    favourite: async (id, on) => shown(await setFavourite(ctx, id, on)),
    repeat: async (id, on) => shown(await setRepeat(ctx, id, on)),
    bookmark: async (id, on) => shown(await setBookmark(ctx, id, on)),
    react: async (id, emoji, on) => shown(await setReaction(ctx, id, emoji, on)),
    remove: async (id) => shown(await removeStatus(ctx, id)),
    vote: async (pollId, choices) => shown(await voteInPoll(ctx, pollId, choices)),
    remoteReactionEmojis: remoteReactionLookup(remoteClient),
    probeAnimation: animationProbe(
      options.fetchImage ?? ((url, init) => globalThis.fetch(url, init)),
    ),
  }
}
