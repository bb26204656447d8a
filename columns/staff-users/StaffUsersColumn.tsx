import { useIntl } from 'react-intl'
import { useAccounts } from '../../src/accounts'
import { reportMessages } from '../../src/ui/moderation/messages'
import { ModerationTabs } from '../../src/ui/moderation/ModerationTabs'
import { StaffUsers } from '../../src/ui/moderation/StaffUsers'
import type { ColumnBodyProps } from '../types'
import type { StaffUsersParams } from './index'

/** The accounts list for staff; anyone else is told so and nothing is fetched. Focused (its
 * route), it is the moderation view's accounts tab. */
export default function StaffUsersColumn({ account, focused }: ColumnBodyProps<StaffUsersParams>) {
  const intl = useIntl()
  const owner = useAccounts().find((candidate) => candidate.key === account)
  if (owner?.role !== 'admin' && owner?.role !== 'moderator') {
    return (
      <p role="alert" className="reports-refused">
        {intl.formatMessage(reportMessages.refusedUsers)}
      </p>
    )
  }
  const body = <StaffUsers account={account} />
  return focused ? <ModerationTabs current="users">{body}</ModerationTabs> : body
}
