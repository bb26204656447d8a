import type { IntlShape } from 'react-intl'
import type { UserMessage } from '../../i18n/define-messages'

/** A descriptor-carried message as text; nested messages in its values are formatted first. */
export function formatUserMessage(intl: IntlShape, message: UserMessage): string {
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(message.values ?? {})) {
    values[name] = typeof value === 'object' ? formatUserMessage(intl, value) : value
  }
  return intl.formatMessage(message.descriptor, values)
}
