import { useIntl } from 'react-intl'
import { useAccounts } from '../../src/accounts'
import { reportMessages } from '../../src/ui/moderation/messages'
import { ModerationTabs } from '../../src/ui/moderation/ModerationTabs'
import { StaffStatuses } from '../../src/ui/moderation/StaffStatuses'
import type { ColumnBodyProps } from '../types'
import type { StaffStatusesParams } from './index'

/** The posts list for staff; anyone else is told so and nothing is fetched. Focused (its
 * route), it is the moderation view's posts tab. */
export default function StaffStatusesColumn({
  account,
  focused,
}: ColumnBodyProps<StaffStatusesParams>) {
  const intl = useIntl()
  const owner = useAccounts().find((candidate) => candidate.key === account)
  if (owner?.role !== 'admin' && owner?.role !== 'moderator') {
    return (
      <p role="alert" className="reports-refused">
        {intl.formatMessage(reportMessages.refusedPosts)}
      </p>
    )
  }
  const body = <StaffStatuses account={account} />
  return focused ? <ModerationTabs current="posts">{body}</ModerationTabs> : body
}
