import { isApiError } from '../../api/errors'
import type { UserMessage } from '../../i18n/define-messages'

/** One dismissible "Error: ..." line: the server's own words, or messages shown in order. */
export interface ComposerError {
  id: number
  messages: UserMessage[]
  text?: string
}

let nextId = 1

export function errorLine(messages: UserMessage[], text?: string): ComposerError {
  return { id: nextId++, messages, ...(text === undefined ? {} : { text }) }
}

/** A failed call: the error field of the answer when the server gave one, else the spec's text. */
export function errorFromCall(error: unknown): ComposerError {
  if (isApiError(error)) {
    return error.serverMessage ? errorLine([], error.serverMessage) : errorLine([error.userMessage])
  }
  return errorLine([], error instanceof Error ? error.message : String(error))
}
