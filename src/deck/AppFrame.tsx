import { Suspense, useState, type ReactNode } from 'react'
import { useActiveAccount } from '../accounts'
import { useInstanceConfig } from '../state/instance'
import { lazyAfterFirstPaint } from '../ui/common/lazy-after-first-paint'
import { DeckSync } from './DeckSync'
import { instanceBackgroundStyle } from './nav/instance-images'
import { phoneQuery, useMediaQuery } from './use-media-query'
import { useEdgeSwipes } from './use-swipe'
import { useVisualViewportVars } from './use-visual-viewport'
import './app-frame.css'

// What the first status does not need loads once it is on screen: the top bar and a phone's
// bottom bar (their frames, from app-frame.css, hold their place until then), the menu's
// contents, the composer and the unseen count's tracker. The layout sync (under 1 KB) starts with the first
// render: deferred, a deck synced from another device replaced the default one while the reader
// was already using it.
const NavBar = lazyAfterFirstPaint(() =>
  import('./nav/NavBar').then((m) => ({ default: m.NavBar })),
)
const PhoneTabBar = lazyAfterFirstPaint(() =>
  import('./nav/PhoneTabBar').then((m) => ({ default: m.PhoneTabBar })),
)
const NavDrawer = lazyAfterFirstPaint(() =>
  import('./nav/NavDrawer').then((m) => ({ default: m.NavDrawer })),
)
const NotificationsDrawer = lazyAfterFirstPaint(() =>
  import('./nav/NotificationsDrawer').then((m) => ({ default: m.NotificationsDrawer })),
)
const UnseenWatch = lazyAfterFirstPaint(() =>
  import('./nav/UnseenWatch').then((m) => ({ default: m.UnseenWatch })),
)
const SettingsHost = lazyAfterFirstPaint(() =>
  import('./SettingsHost').then((m) => ({ default: m.SettingsHost })),
)
const ComposerHost = lazyAfterFirstPaint(() =>
  import('./composer/ComposerHost').then((m) => ({ default: m.ComposerHost })),
)
const ReportHost = lazyAfterFirstPaint(() =>
  import('../ui/user/report/ReportHost').then((m) => ({ default: m.ReportHost })),
)
// The offline banner (a strip under the top bar) and the menu's install entry (issue 22).
const AppWatch = lazyAfterFirstPaint(() => import('./AppWatch'))

/**
 * The application's frame: the top bar and the menu drawer around whatever the route shows,
 * over the instance's background image; on a phone also the notifications drawer, and the
 * drawers open by a swipe from their edge.
 */
export function AppFrame({ accounts, children }: { accounts: ReactNode; children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [notificationsOpen, setNotificationsOpen] = useState(false)
  const phone = useMediaQuery(phoneQuery)
  const signedIn = useActiveAccount() !== undefined
  const config = useInstanceConfig()
  useVisualViewportVars()
  useEdgeSwipes(phone, {
    start: () => {
      setNotificationsOpen(false)
      setDrawerOpen(true)
    },
    ...(signedIn && {
      end: () => {
        setDrawerOpen(false)
        setNotificationsOpen(true)
      },
    }),
  })
  return (
    <div className="app-frame" style={instanceBackgroundStyle(config)}>
      <Suspense fallback={<div className="nav-bar" aria-hidden />}>
        <NavBar
          drawerOpen={drawerOpen}
          onToggleDrawer={() => setDrawerOpen((open) => !open)}
          notificationsOpen={phone && notificationsOpen}
          onToggleNotifications={() => setNotificationsOpen((open) => !open)}
          accounts={accounts}
        />
      </Suspense>
      <Suspense fallback={null}>
        <AppWatch />
      </Suspense>
      <div className="app-body">{children}</div>
      {phone && (
        <Suspense fallback={<div className="phone-tab-bar" aria-hidden />}>
          <PhoneTabBar />
        </Suspense>
      )}
      <DeckSync />
      <Suspense fallback={null}>
        <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        {phone && (
          <NotificationsDrawer
            open={notificationsOpen}
            onClose={() => setNotificationsOpen(false)}
          />
        )}
        <ComposerHost />
        <ReportHost />
        <UnseenWatch />
        <SettingsHost />
      </Suspense>
    </div>
  )
}
