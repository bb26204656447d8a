import { useState, type ReactNode } from 'react'
import { ComposerHost } from './composer/ComposerHost'
import { DeckSync } from './DeckSync'
import { NavBar } from './nav/NavBar'
import { NavDrawer } from './nav/NavDrawer'
import './app-frame.css'

/** The application's frame: the top bar and the menu drawer around whatever the route shows. */
export function AppFrame({ accounts, children }: { accounts: ReactNode; children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  return (
    <div className="app-frame">
      <NavBar
        drawerOpen={drawerOpen}
        onToggleDrawer={() => setDrawerOpen((open) => !open)}
        accounts={accounts}
      />
      <div className="app-body">{children}</div>
      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <DeckSync />
      <ComposerHost />
    </div>
  )
}
