import { useStore } from 'jotai'
import { useCallback, useEffect } from 'react'
import { catchUpAfterOffline, instanceReachable } from '../state/connectivity'
import { noteOffline } from '../state/notices'
import { OfflineBanner } from '../ui/offline/OfflineBanner'
import { watchInstallPrompt } from './nav/install-prompt'

/**
 * What the installable app adds to the frame, loaded after the first status: the offline
 * banner, catching up when the connection returns, and the menu's "Install the app" while the
 * browser offers it. A page opened without a connection (the service worker's shell) starts
 * again when it returns: the instance's configuration and the accounts' checks were never
 * loaded either.
 */
export default function AppWatch() {
  const store = useStore()
  useEffect(() => watchInstallPrompt(), [])
  const onBackOnline = useCallback(
    (startedOffline: boolean) => {
      if (startedOffline) window.location.reload()
      else void catchUpAfterOffline(store)
    },
    [store],
  )
  const onChange = useCallback((offline: boolean) => noteOffline(store, offline), [store])
  return <OfflineBanner onBackOnline={onBackOnline} onChange={onChange} probe={probe} />
}

function probe(): Promise<boolean> {
  return instanceReachable()
}
