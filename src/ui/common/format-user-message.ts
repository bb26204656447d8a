import type { IntlShape } from 'react-intl'
import type { UserMessage } from '../../i18n/define-messages'

type Value = UserMessage['values'] extends Record<string, infer V> | undefined ? V : never

function isMessage(value: unknown): value is UserMessage {
  return typeof value === 'object' && value !== null && 'descriptor' in value
}

/** A message carried from code outside React (an API error, a rule's warning) as text. */
export function formatUserMessage(intl: IntlShape, message: UserMessage): string {
  const values: Record<string, string | number> = {}
  const entries: [string, Value][] = Object.entries(message.values ?? {})
  for (const [key, value] of entries) {
    values[key] = isMessage(value) ? formatUserMessage(intl, value) : value
  }
  return intl.formatMessage(message.descriptor, values)
}
