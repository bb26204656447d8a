// Turning a call that may throw into the HandlerResult the card expects.
import { isApiError } from '../../api/errors'
import type { UserMessage } from '../../i18n/define-messages'
import { noticeMessages } from '../../state/notices'
import type { HandlerResult } from './status-handlers'

export function errorOf(error: unknown): UserMessage {
  return isApiError(error) ? error.userMessage : { descriptor: noticeMessages.unknownError }
}

export async function attempt<T>(run: () => Promise<T>): Promise<HandlerResult<T>> {
  try {
    return { ok: true, value: await run() }
  } catch (error) {
    return { ok: false, error: errorOf(error) }
  }
}
