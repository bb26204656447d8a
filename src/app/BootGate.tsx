import { useAtomValue, useStore } from 'jotai'
import { useEffect, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { accountsAtom } from '../accounts/store'
import { bootStatusAtom } from '../state/instance'

// Boot runs once per page, not once per StrictMode mount.
const booted = new WeakSet<object>()

/** Shows a frame while the instance loads, then the app. */
export function BootGate({ children }: { children: ReactNode }) {
  const store = useStore()
  const status = useAtomValue(bootStatusAtom)
  const accounts = useAtomValue(accountsAtom)

  useEffect(() => {
    if (booted.has(store)) return
    booted.add(store)
    // Boot and everything it needs (schemas, the API layer) load after the first frame.
    void import('./boot/boot').then(({ runBoot }) => runBoot(store))
  }, [store])

  // Accounts signed in after boot get the instance's setting defaults too.
  useEffect(() => {
    if (status !== 'ready') return
    void import('./boot/boot').then(({ applyInstanceSettingsTo }) => {
      for (const account of accounts) applyInstanceSettingsTo(store, account.key)
    })
    // Accounts on other instances get their own instance's limits and features.
    void import('./boot/instance-configs').then(({ ensureInstanceConfig }) => {
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
