// A message as plain English text, for the place where one message is a value inside another
// (the status text inside "Error fetching timeline: {error}"). The outer message is still
// translated; the inner one falls back to its default text.

import type { MessageDescriptor } from '../i18n/define-messages'

type Values = Readonly<Record<string, unknown>>

const shown = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number'

/** The built client carries each default text compiled to its syntax tree
 * (scripts/precompile-messages.ts): its literal parts (type 0) and plain arguments (type 1). */
function fromTree(tree: readonly unknown[], values: Values): string {
  let text = ''
  for (const part of tree) {
    if (typeof part !== 'object' || part === null || !('value' in part)) continue
    const { type, value } = part as { type?: unknown; value: unknown }
    if (type === 0 && typeof value === 'string') text += value
    else if (type === 1 && typeof value === 'string') {
      const given = values[value]
      text += shown(given) ? String(given) : `{${value}}`
    }
  }
  return text
}

export function plainText(message: { descriptor: MessageDescriptor; values?: Values }): string {
  const values = message.values ?? {}
  const source: unknown = message.descriptor.defaultMessage
  if (Array.isArray(source)) return fromTree(source, values)
  let text = String(source)
  for (const [name, value] of Object.entries(values)) {
    if (shown(value)) text = text.split(`{${name}}`).join(String(value))
  }
  return text
}
