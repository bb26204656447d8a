import { Suspense, useState, type ReactNode } from 'react'
import { lazyAfterFirstPaint } from '../ui/common/lazy-after-first-paint'
import { DeckSync } from './DeckSync'
import { NavBar } from './nav/NavBar'
import { PhoneTabBar } from './nav/PhoneTabBar'
import { phoneQuery, useMediaQuery } from './use-media-query'
import { useVisualViewportVars } from './use-visual-viewport'
import './app-frame.css'

// What the first status does not need loads once it is on screen: the menu's contents, the
// composer and the unseen count's tracker. The layout sync (under 1 KB) starts with the first
// render: deferred, a deck synced from another device replaced the default one while the reader
// was already using it.
const NavDrawer = lazyAfterFirstPaint(() =>
  import('./nav/NavDrawer').then((m) => ({ default: m.NavDrawer })),
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

/** The application's frame: the top bar and the menu drawer around whatever the route shows. */
export function AppFrame({ accounts, children }: { accounts: ReactNode; children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const phone = useMediaQuery(phoneQuery)
  useVisualViewportVars()
  return (
    <div className="app-frame">
      <NavBar
        drawerOpen={drawerOpen}
        onToggleDrawer={() => setDrawerOpen((open) => !open)}
        accounts={accounts}
      />
      <div className="app-body">{children}</div>
      {phone && <PhoneTabBar />}
      <DeckSync />
      <Suspense fallback={null}>
        <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        <ComposerHost />
        <UnseenWatch />
        <SettingsHost />
      </Suspense>
    </div>
  )
}
