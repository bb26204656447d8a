import { useAtomValue, useStore } from 'jotai'
import { useMemo, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { useAccounts } from '../accounts'
import { instanceConfigAtom } from '../app/boot/instance-store'
import { useUser } from '../state/hooks'
import {
  createStatusHandlers,
  StatusEnvironmentProvider,
  type ComposerCallbacks,
} from '../ui/status'
import { useColumnClient } from './use-column-account'

interface Props {
  accountKey: string
  composer?: ComposerCallbacks
  children: ReactNode
}

/** Everything a status card needs to act as one account: viewer, instance, handlers. */
export function AccountStatusEnvironment({ accountKey, composer, children }: Props) {
  const store = useStore()
  const navigate = useNavigate()
  const client = useColumnClient(accountKey)
  const account = useAccounts().find((candidate) => candidate.key === accountKey)
  const viewer = useUser(accountKey, account?.userId) ?? null
  const instance = useAtomValue(instanceConfigAtom)
  const handlers = useMemo(
    () => createStatusHandlers({ store, accountKey, client }),
    [store, accountKey, client],
  )
  const value = useMemo(
    () => ({ accountKey, viewer, instance, handlers, navigate, ...composer }),
    [accountKey, viewer, instance, handlers, navigate, composer],
  )
  return <StatusEnvironmentProvider value={value}>{children}</StatusEnvironmentProvider>
}
