// The default StatusHandlers: the state layer's optimistic actions (favourite, repeat, bookmark,
// reaction, delete, vote) and the API calls whose answers go through ingest. Components never
// call the API themselves; the deck builds this once per account and passes it in the
// StatusEnvironment.
import { createApiClient, type ApiClient } from '../../api/client'
import { fetchTranslationLanguages } from '../../api/instance'
import { fetchPoll } from '../../api/polls'
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
} from '../../api/statuses'
import { createBundle } from '../../entities/bundle'
import { normalizeStatusHistory, normalizeTranslation } from '../../entities/normalize-misc'
import { entityAtom, getAccountCache } from '../../state/entity-cache'
import { ingest, overwriteEntity } from '../../state/ingest'
import {
  ingestApiAccounts,
  ingestApiPoll,
  ingestApiStatus,
  ingestApiStatuses,
} from '../../state/ingest-api'
import {
  removeStatus,
  setBookmark,
  setFavourite,
  setReaction,
  setRepeat,
  voteInPoll,
  type ActionContext,
  type ActionResult,
} from '../../state/optimistic'
import { attempt } from './handler-result'
import { animationProbe, remoteReactionLookup } from './remote-lookups'
import type { HandlerResult, StatusHandlers } from './status-handlers'

function fromAction(result: ActionResult): HandlerResult {
  // A skipped action (the same one already in flight) is not a failure to show.
  if (result.ok || result.skipped === true) return { ok: true, value: undefined }
  return { ok: false, error: result.error }
}

export interface StatusHandlerOptions {
  /** A token-less client for a third-party host (tests pass one that answers locally). */
  remoteClient?: (host: string) => ApiClient
  /** Fetch for image probes (tests pass one that answers locally). */
  fetchImage?: (url: string, init: RequestInit) => Promise<Response>
}

export function createStatusHandlers(
  ctx: ActionContext,
  options: StatusHandlerOptions = {},
): StatusHandlers {
  const { store, accountKey, client } = ctx
  const remoteClient = options.remoteClient ?? ((host) => createApiClient({ baseUrl: host }))
  const status = (id: string) =>
    store.get(entityAtom(getAccountCache(store, accountKey), 'statuses', id))
  const ingestStatus = (run: () => ReturnType<typeof fetchStatus>) =>
    attempt(async () => {
      const startedAt = Date.now()
      ingestApiStatus(store, accountKey, await run(), { observedAt: startedAt })
      return undefined
    })

  return {
    remoteReactionEmojis: remoteReactionLookup(remoteClient),
    probeAnimation: animationProbe(
      options.fetchImage ?? ((url, init) => globalThis.fetch(url, init)),
    ),
    favourite: async (id, on) => fromAction(await setFavourite(ctx, id, on)),
    repeat: async (id, on) => fromAction(await setRepeat(ctx, id, on)),
    bookmark: async (id, on) => fromAction(await setBookmark(ctx, id, on)),
    react: async (id, emoji, on) => fromAction(await setReaction(ctx, id, emoji, on)),
    remove: async (id) => fromAction(await removeStatus(ctx, id)),
    vote: async (pollId, choices) => fromAction(await voteInPoll(ctx, pollId, choices)),
    pin: (id, on) => ingestStatus(() => (on ? pinStatus : unpinStatus)(client, id)),
    muteThread: (id, on) =>
      ingestStatus(() => (on ? muteConversation : unmuteConversation)(client, id)),
    fetchStatus: (id) => ingestStatus(() => fetchStatus(client, id)),
    refreshPoll: (pollId) =>
      attempt(async () => {
        ingestApiPoll(store, accountKey, await fetchPoll(client, pollId))
        return undefined
      }),
    translate: (id, language) =>
      attempt(async () => {
        const translation = normalizeTranslation(await translateStatus(client, id, language))
        const held = status(id)
        if (!translation) throw new Error('empty translation')
        // The translation is the client's own addition to the status, not server data.
        if (held) overwriteEntity(store, accountKey, 'statuses', { ...held, translation })
        return translation
      }),
    translationLanguages: () =>
      attempt(async () => (await fetchTranslationLanguages(client)).target),
    history: (id) =>
      attempt(async () => {
        const bundle = createBundle()
        const edits = normalizeStatusHistory(await fetchStatusHistory(client, id), bundle)
        ingest(store, accountKey, bundle)
        return edits
      }),
    favouritedBy: (id) =>
      attempt(async () =>
        ingestApiAccounts(store, accountKey, await fetchFavouritedBy(client, id)).map((u) => u.id),
      ),
    rebloggedBy: (id) =>
      attempt(async () =>
        ingestApiAccounts(store, accountKey, await fetchRebloggedBy(client, id)).map((u) => u.id),
      ),
    fetchContext: (id) =>
      attempt(async () => {
        const context = await fetchStatusContext(client, id)
        return {
          ancestors: ingestApiStatuses(store, accountKey, context.ancestors),
          descendants: ingestApiStatuses(store, accountKey, context.descendants),
        }
      }),
  }
}
