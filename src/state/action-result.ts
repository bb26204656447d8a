// What every action of this layer takes (whose cache, whose client) and resolves to: its value,
// or the user-facing message of why it failed. Actions never throw at their callers; a screen
// shows the message or moves on.
import type { Store } from 'jotai'
import type { ApiClient } from '../api/client'
import { isApiError } from '../api/errors'
import type { UserMessage } from '../i18n/define-messages'
import type { AccountKey } from './entity-cache'
import { noticeMessages } from './notices'

export interface ActionContext {
  store: Store
  accountKey: AccountKey
  client: ApiClient
}

export type ActionResult<T = undefined> =
  | { ok: true; value: T }
  /** skipped: the same action was already in flight, or the entity is not held; nothing to show. */
  | { ok: false; error: UserMessage; skipped?: boolean }

/** The spec's text of a failed call; anything that is not an API error reads as "an error". */
export function errorOf(error: unknown): UserMessage {
  return isApiError(error) ? error.userMessage : { descriptor: noticeMessages.unknownError }
}

export async function attempt<T>(run: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, value: await run() }
  } catch (error) {
    return { ok: false, error: errorOf(error) }
  }
}
