import { isApiError } from '../../api/errors'
import type { MessageDescriptor, UserMessage } from '../../i18n/define-messages'
import type { ActionResult } from '../action-result'
import { plainText } from '../plain-text'
import { userMessageOf } from '../errors'

/** What went wrong, as a detail to append: the server's own words when it gave some. */
export function detailOf(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage
  return plainText(userMessageOf(error))
}

/** Runs a call; a failure becomes `descriptor` with the detail appended ({detail}). */
export async function attemptWith<T>(
  descriptor: MessageDescriptor,
  run: () => Promise<T>,
): Promise<ActionResult<T>> {
  try {
    return { ok: true, value: await run() }
  } catch (error) {
    const message: UserMessage = { descriptor, values: { detail: detailOf(error) } }
    return { ok: false, error: message }
  }
}
