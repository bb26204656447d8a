import { useAccounts } from '../../accounts'
import { useRelationship, useUser } from '../../state/hooks'
import { FollowButton } from '../user/FollowButton'
import { AccountRow } from './AccountRow'

export interface FollowableRowProps {
  /** Whose cache the account is read from, and who follows. */
  accountKey: string
  userId: string
  withBio?: boolean
}

/**
 * An account row with spec 2's follow button at its end (search's people, who to follow),
 * for a signed-in account looking at someone else; a visitor sees the row alone.
 */
export function FollowableRow({ accountKey, userId, withBio }: FollowableRowProps) {
  const me = useAccounts().find((account) => account.key === accountKey)
  const user = useUser(accountKey, userId)
  const relationship = useRelationship(accountKey, userId)
  const canFollow = me !== undefined && user !== undefined && me.userId !== userId
  return (
    <AccountRow
      accountKey={accountKey}
      userId={userId}
      withBio={withBio}
      actions={
        canFollow ? (
          <FollowButton accountKey={accountKey} user={user} relationship={relationship} size="sm" />
        ) : undefined
      }
    />
  )
}
