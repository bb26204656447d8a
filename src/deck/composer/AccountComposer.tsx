import type { ReactNode } from 'react'
import { useAccounts } from '../../accounts'
import { useUser } from '../../state/hooks'
import { AccountComposerEnvironment } from '../../ui/composer'
import { useColumnClient } from '../use-column-account'

interface Props {
  account: string
  children: ReactNode
}

/**
 * The composer's environment for one signed-in account. A posted status enters the entity cache
 * from the post action itself (src/state/post-status.ts); the columns that should show it get it
 * from their streams or their next poll.
 */
export function AccountComposer({ account, children }: Props) {
  const client = useColumnClient(account)
  const signedIn = useAccounts().find((candidate) => candidate.key === account)
  const viewer = useUser(account, signedIn?.userId)
  if (!signedIn || !viewer) return null
  return (
    <AccountComposerEnvironment accountKey={account} client={client} viewer={viewer}>
      {children}
    </AccountComposerEnvironment>
  )
}
