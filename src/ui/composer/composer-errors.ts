import type { UserMessage } from '../../i18n/define-messages'
import type { ComposerProblem } from '../../state/post-status'

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

/** The line of a failed composer action (src/state/post-status.ts). */
export function problemLine(problem: ComposerProblem): ComposerError {
  return errorLine(problem.messages, problem.text)
}
