// Message descriptors for code that must not import React (src/api, src/entities, src/lib).
// The formatjs extractor and lint rules recognise `defineMessages` by name, so messages defined
// here land in the catalogue exactly like those defined in components.

export interface MessageDescriptor {
  id: string
  defaultMessage: string
  description?: string
}

/** A message to show, with the values its placeholders take. */
export interface UserMessage {
  descriptor: MessageDescriptor
  values?: Record<string, string | number>
}

export function defineMessages<K extends string>(
  messages: Record<K, MessageDescriptor>,
): Record<K, MessageDescriptor> {
  return messages
}
