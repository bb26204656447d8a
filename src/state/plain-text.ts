// A message as plain English text, for the place where one message is a value inside another
// (the status text inside "Error fetching timeline: {error}"). The outer message is still
// translated; the inner one falls back to its default text.

import type { MessageDescriptor } from '../i18n/define-messages'

export function plainText(message: {
  descriptor: MessageDescriptor
  values?: Readonly<Record<string, unknown>>
}): string {
  let text = message.descriptor.defaultMessage
  for (const [name, value] of Object.entries(message.values ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') {
      text = text.split(`{${name}}`).join(String(value))
    }
  }
  return text
}
