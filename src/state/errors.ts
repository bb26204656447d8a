// The call layer's error type and texts, for screens: they read them from here, never from
// src/api (the layers above state do not import the API).

import { isApiError } from '../api/errors'
import { apiMessages } from '../api/messages'
import type { UserMessage } from '../i18n/define-messages'

export { ApiError, isApiError, loginErrorMessage } from '../api/errors'
export { apiMessages } from '../api/messages'

/**
 * The text a person reads for a failed load or action (spec 1 section 8): the API error's own
 * text (rate limited, 500, 503, other codes, the server's words), else "failed to connect".
 */
export function userMessageOf(error: unknown): UserMessage {
  return isApiError(error) ? error.userMessage : { descriptor: apiMessages.network }
}
