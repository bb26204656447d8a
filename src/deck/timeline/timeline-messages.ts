import { apiMessages } from '../../api/messages'
import { isApiError } from '../../api/errors'
import type { UserMessage } from '../../i18n/define-messages'

/** The status text of a failed fetch (spec 1 section 8): rate limited, 500, 503, other codes. */
export function timelineErrorMessage(error: unknown): UserMessage {
  return isApiError(error) ? error.userMessage : { descriptor: apiMessages.network }
}
