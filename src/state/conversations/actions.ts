// Fetching the conversation list and the reader's actions on it. Marking read and removing show
// at once and are rolled back with a notice if the server refuses.

import type { Store } from 'jotai'
import {
  fetchConversations,
  markConversationRead as requestRead,
  removeConversation as requestRemoval,
} from '../../api/timelines'
import { attempt, errorOf, type ActionResult } from '../action-result'
import type { AccountKey } from '../entity-cache'
import { ingestApiConversations } from '../ingest-api'
import { noticeMessages, pushError } from '../notices'
import { getSession } from '../session'
import { conversationListAtom, dispatchConversations } from './store'

const noSession: ActionResult = {
  ok: false,
  error: { descriptor: noticeMessages.unknownError },
  skipped: true,
}

/**
 * One page: the first (replacing what is held), the next older one, or the newest page merged
 * into the list (a polling round, the catch-up after the socket came back).
 */
export async function loadConversations(
  store: Store,
  accountKey: AccountKey,
  which: 'first' | 'older' | 'newer',
  signal?: AbortSignal,
): Promise<void> {
  const session = getSession(store, accountKey)
  if (!session) return
  const state = store.get(conversationListAtom(store, accountKey))
  if (which === 'older' && (state.loading !== 'none' || state.ended || state.maxId === null)) return
  if (which !== 'newer') dispatchConversations(store, accountKey, { type: 'loading', what: which })
  const observedAt = Date.now()
  try {
    const page = await fetchConversations(session.client, {
      ...(which === 'older' && state.maxId !== null ? { maxId: state.maxId } : {}),
      ...(signal ? { signal } : {}),
    })
    if (signal?.aborted) {
      dispatchConversations(store, accountKey, { type: 'stopped' })
      return
    }
    const items = ingestApiConversations(store, accountKey, page.items, { observedAt })
    dispatchConversations(store, accountKey, {
      type: 'page',
      which,
      items,
      ...(page.maxId !== undefined ? { maxId: page.maxId } : {}),
    })
  } catch (error) {
    if (signal?.aborted) {
      dispatchConversations(store, accountKey, { type: 'stopped' })
      return
    }
    if (which === 'newer') throw error
    dispatchConversations(store, accountKey, { type: 'failed', error: errorOf(error) })
  }
}

function heldConversation(store: Store, accountKey: AccountKey, id: string) {
  return store.get(conversationListAtom(store, accountKey)).items.find((item) => item.id === id)
}

/** The conversation was opened: its unread mark goes (spec: read when opened). */
export async function markConversationRead(
  store: Store,
  accountKey: AccountKey,
  id: string,
): Promise<ActionResult> {
  const session = getSession(store, accountKey)
  const before = heldConversation(store, accountKey, id)
  if (!session || !before) return noSession
  if (!before.unread) return { ok: true, value: undefined }
  dispatchConversations(store, accountKey, {
    type: 'upsert',
    conversation: { ...before, unread: false },
  })
  const result = await attempt(() => requestRead(session.client, id))
  if (result.ok) {
    const [answer] = ingestApiConversations(store, accountKey, [result.value])
    if (answer) dispatchConversations(store, accountKey, { type: 'upsert', conversation: answer })
    return { ok: true, value: undefined }
  }
  const now = heldConversation(store, accountKey, id)
  if (now && now.last_status_id === before.last_status_id && !now.unread) {
    dispatchConversations(store, accountKey, { type: 'upsert', conversation: before })
  }
  pushError(store, result.error)
  return result
}

/** Remove the conversation from the list (it comes back when someone writes in it again). */
export async function removeConversation(
  store: Store,
  accountKey: AccountKey,
  id: string,
): Promise<ActionResult> {
  const session = getSession(store, accountKey)
  const before = heldConversation(store, accountKey, id)
  if (!session || !before) return noSession
  dispatchConversations(store, accountKey, { type: 'removed', id })
  const result = await attempt(async () => {
    await requestRemoval(session.client, id)
    return undefined
  })
  if (!result.ok) {
    if (!heldConversation(store, accountKey, id)) {
      dispatchConversations(store, accountKey, { type: 'upsert', conversation: before })
    }
    pushError(store, result.error)
  }
  return result
}
