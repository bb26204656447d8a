import { useAtomValue, useStore } from 'jotai'
import { useEffect, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { accountsAtom } from '../accounts/store'
import { afterFirstPaint } from '../lib/first-paint'
import { bootStatusAtom } from '../state/instance'
import { applyInstanceSettingsTo } from './boot/boot'
import { bootOnce } from './boot/boot-once'
import { ensureInstanceConfig } from './boot/instance-configs'

/** Shows a frame until the instance says where the route may go, then the app. */
export function BootGate({ children }: { children: ReactNode }) {
  const store = useStore()
  const status = useAtomValue(bootStatusAtom)
  const accounts = useAtomValue(accountsAtom)

  useEffect(() => bootOnce(store), [store])

  // Accounts signed in after boot get the instance's setting defaults too.
  useEffect(() => {
    if (status !== 'ready') return
    for (const account of accounts) applyInstanceSettingsTo(store, account.key)
    // Accounts on other instances get their own instance's limits and features, once the first
    // status is on screen.
    void afterFirstPaint().then(() => {
      for (const account of accounts) void ensureInstanceConfig(store, account.baseUrl)
    })
  }, [store, status, accounts])

  if (status === 'loading') {
    return (
      <div className="boot-frame" role="status">
        <FormattedMessage id="boot.loading" defaultMessage="Loading the instance…" />
      </div>
    )
  }
  return children
}
