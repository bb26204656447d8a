import { useIntl } from 'react-intl'
import { useInstanceConfig } from '../../src/state/instance'
import { Suggestions } from '../../src/ui/people/Suggestions'
import type { ColumnBodyProps } from '../types'
import { whoToFollowColumnMessages as m } from './messages'

/** Who to follow, when the instance suggests accounts (nodeinfo `suggestions.enabled`). */
export default function WhoToFollowColumn({ account }: ColumnBodyProps<Record<string, never>>) {
  const intl = useIntl()
  const { suggestionsEnabled } = useInstanceConfig()
  if (!suggestionsEnabled) return <p className="suggestions-empty">{intl.formatMessage(m.off)}</p>
  return <Suggestions accountKey={account} />
}
