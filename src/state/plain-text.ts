// A message descriptor as plain English text, for the rare place where one message must be a
// value inside another (the status text inside "Error fetching timeline: {error}"). The outer
// message is still translated; the inner one falls back to its default text.

import type { UserMessage } from '../i18n/define-messages'

export function plainText(message: UserMessage): string {
  let text = message.descriptor.defaultMessage
  for (const [name, value] of Object.entries(message.values ?? {})) {
    text = text.split(`{${name}}`).join(String(value))
  }
  return text
}
