import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useMemo, type ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { useAccounts } from '../accounts'
import { instanceConfigAtom } from '../state/instance'
import { useUser } from '../state/hooks'
import { createStatusActions } from '../state/status-actions'
import { StatusEnvironmentProvider } from '../ui/status'
import { reportRequestAtom } from '../ui/user/report/report-request'
import { useComposerCallbacks } from './composer/use-composer-callbacks'
import { useColumnClient } from './use-column-account'

interface Props {
  accountKey: string
  children: ReactNode
}

/** Everything a status card needs to act as one account: viewer, instance, actions. */
export function AccountStatusEnvironment({ accountKey, children }: Props) {
  const store = useStore()
  const navigate = useNavigate()
  const client = useColumnClient(accountKey)
  const account = useAccounts().find((candidate) => candidate.key === accountKey)
  const viewer = useUser(accountKey, account?.userId) ?? null
  const instance = useAtomValue(instanceConfigAtom)
  // Visitors have no composer: their reply and repeat lead to remote interaction instead.
  const composerCallbacks = useComposerCallbacks(accountKey, viewer?.screen_name)
  const composer = account ? composerCallbacks : undefined
  const actions = useMemo(
    () => createStatusActions({ store, accountKey, client }),
    [store, accountKey, client],
  )
  const requestReport = useSetAtom(reportRequestAtom)
  // Signed-in accounts report from a status's menu (the item shows only with this).
  const onReport = useMemo(
    () =>
      account
        ? (status: { id: string; user_id: string }) => {
            requestReport({ account: accountKey, userId: status.user_id, statusId: status.id })
          }
        : undefined,
    [account, accountKey, requestReport],
  )
  const value = useMemo(
    () => ({ accountKey, viewer, instance, actions, navigate, onReport, ...composer }),
    [accountKey, viewer, instance, actions, navigate, onReport, composer],
  )
  return <StatusEnvironmentProvider value={value}>{children}</StatusEnvironmentProvider>
}
