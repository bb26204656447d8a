import { isApiError } from '../../api/errors'
import { apiMessages } from '../../api/messages'
import type { UserMessage } from '../../i18n/define-messages'
import { errorOf } from '../action-result'

/**
 * Why the server refused a moderation call, in its own words where it gave some ("You can't
 * revoke your own admin status.", "Unsupported visibility"), else the call layer's text.
 */
export function moderationErrorOf(error: unknown): UserMessage {
  if (isApiError(error) && error.serverMessage !== undefined && error.kind === 'http') {
    return { descriptor: apiMessages.serverMessage, values: { message: error.serverMessage } }
  }
  return errorOf(error)
}

/** The ids Akkoma names in a refused bulk report change (400 `[{id, error}]`), with why. */
export function refusedReports(error: unknown): { id: string; error: string }[] {
  if (!isApiError(error) || error.status !== 400 || !Array.isArray(error.body)) return []
  return (error.body as unknown[]).flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return []
    const { id, error: why } = entry as { id?: unknown; error?: unknown }
    if (typeof id !== 'string' && typeof id !== 'number') return []
    return [{ id: String(id), error: typeof why === 'string' ? why : '' }]
  })
}
