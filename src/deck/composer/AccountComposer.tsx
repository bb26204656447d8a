import { useStore } from 'jotai'
import type { ReactNode } from 'react'
import { useAccounts } from '../../accounts'
import type { ApiStatus } from '../../api/wire'
import { ingestApiStatus } from '../../state/ingest-api'
import { useUser } from '../../state/hooks'
import { AccountComposerEnvironment } from '../../ui/composer'
import { useColumnClient } from '../use-column-account'

interface Props {
  account: string
  children: (onPosted: (status: ApiStatus) => void) => ReactNode
}

/**
 * The composer's environment for one signed-in account; a posted status enters the entity cache
 * at once (the columns that should show it get it from their streams or their next poll).
 */
export function AccountComposer({ account, children }: Props) {
  const store = useStore()
  const client = useColumnClient(account)
  const signedIn = useAccounts().find((candidate) => candidate.key === account)
  const viewer = useUser(account, signedIn?.userId)
  if (!signedIn || !viewer) return null
  const onPosted = (status: ApiStatus) => {
    ingestApiStatus(store, account, status)
  }
  return (
    <AccountComposerEnvironment accountKey={account} client={client} viewer={viewer}>
      {children(onPosted)}
    </AccountComposerEnvironment>
  )
}
