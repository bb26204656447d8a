import { useAtomValue, useSetAtom } from 'jotai'
import { useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { NavLink, useNavigate } from 'react-router'
import { useActiveAccount, visitorKeyOf } from '../../accounts'
import { useSettingsAtoms } from '../../settings/store'
import { routePath } from '../../routes/route-table'
import { instanceConfigAtom, visitorTimelinesAtom } from '../../state/instance'
import { useOpenSettings } from '../../ui/common/settings-opener'
import { composerRequestAtom } from '../composer/composer-request'
import { phoneQuery, useMediaQuery } from '../use-media-query'
import { NavIcon } from './NavIcon'
import type { NavIconName } from './NavIcon'
import { InstanceLogo } from './InstanceLogo'
import { NotificationsDrawerButton } from './NotificationsDrawerButton'
import { NotificationsNavLink } from './NotificationsNavLink'
import { navMessages as m } from './nav-messages'
import './nav.css'

interface Shortcut {
  to: string
  icon: NavIconName
  label: (typeof m)[keyof typeof m]
}

export function useShortcuts(): Shortcut[] {
  const signedIn = useActiveAccount() !== undefined
  const visitor = useAtomValue(visitorTimelinesAtom)
  const config = useAtomValue(instanceConfigAtom)
  const bubble = config.localBubbleInstances.length > 0 && (signedIn || visitor.bubble)
  const shortcuts: (Shortcut | false)[] = [
    { to: routePath('deck'), icon: 'deck', label: m.deck },
    signedIn && { to: routePath('friends'), icon: 'home', label: m.home },
    (signedIn || visitor.local) && {
      to: routePath('public-timeline'),
      icon: 'users',
      label: m.local,
    },
    bubble && { to: routePath('bubble-timeline'), icon: 'bubble', label: m.bubble },
    (signedIn || visitor.federated) && {
      to: routePath('public-external-timeline'),
      icon: 'federated',
      label: m.federated,
    },
  ]
  return shortcuts.filter((shortcut) => shortcut !== false)
}

interface Props {
  drawerOpen: boolean
  onToggleDrawer: () => void
  /** A phone's notifications drawer (the bell opens it rather than the notifications page). */
  notificationsOpen: boolean
  onToggleNotifications: () => void
  /** The account switcher, at the bar's end. */
  accounts?: ReactNode
}

/** The top bar: menu, the instance's icon and name, shortcuts, search, accounts. */
export function NavBar(props: Props) {
  const { drawerOpen, onToggleDrawer, accounts } = props
  const intl = useIntl()
  const navigate = useNavigate()
  const config = useAtomValue(instanceConfigAtom)
  const shortcuts = useShortcuts()
  const account = useActiveAccount()
  const setComposer = useSetAtom(composerRequestAtom)
  const openSettings = useOpenSettings()
  const { hideSiteName, hideSiteFavicon } = useAtomValue(
    useSettingsAtoms(account?.key ?? visitorKeyOf(location.origin)).effective,
  )
  const [query, setQuery] = useState('')
  // On a phone the shortcuts and "New post" move to the bar at the bottom (PhoneTabBar).
  const phone = useMediaQuery(phoneQuery)
  return (
    <header className="nav-bar">
      <button
        type="button"
        className="nav-menu-button"
        aria-label={intl.formatMessage(drawerOpen ? m.closeMenu : m.openMenu)}
        aria-expanded={drawerOpen}
        aria-controls="nav-drawer"
        onClick={onToggleDrawer}
      >
        <NavIcon name="menu" />
      </button>
      <NavLink
        to={routePath('deck')}
        className="nav-brand"
        aria-label={intl.formatMessage(m.siteHome, { name: config.name })}
      >
        {config.iconUrl && !hideSiteFavicon && (
          <img src={config.iconUrl} alt="" width={24} height={24} />
        )}
        {!config.hideSitename && !hideSiteName && <span>{config.name}</span>}
      </NavLink>
      {!phone && config.logoLeft && <InstanceLogo config={config} />}
      {!phone && (
        <nav className="nav-shortcuts" aria-label={intl.formatMessage(m.main)}>
          {shortcuts.map((shortcut) => (
            <NavLink
              key={shortcut.to}
              to={shortcut.to}
              className="nav-shortcut"
              aria-label={intl.formatMessage(shortcut.label)}
              title={intl.formatMessage(shortcut.label)}
            >
              <NavIcon name={shortcut.icon} />
            </NavLink>
          ))}
        </nav>
      )}
      {!phone && !config.logoLeft && <InstanceLogo config={config} />}
      <form
        role="search"
        className="nav-search"
        onSubmit={(event) => {
          event.preventDefault()
          // On a phone the field is hidden and the button opens the search screen.
          void navigate(routePath('search', {}, query.trim() ? { query: query.trim() } : {}))
        }}
      >
        <input
          type="search"
          value={query}
          aria-label={intl.formatMessage(m.search)}
          placeholder={intl.formatMessage(m.searchPlaceholder)}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <button type="submit" aria-label={intl.formatMessage(m.search)}>
          <NavIcon name="search" />
        </button>
      </form>
      {account && !phone && (
        // Outside the shortcuts: a phone hides those, and still shows the unseen count.
        <NotificationsNavLink
          accountKey={account.key}
          nickname={account.nickname}
          className="nav-shortcut nav-notifications"
        />
      )}
      {account && !account.expired && phone && (
        <NotificationsDrawerButton
          accountKey={account.key}
          open={props.notificationsOpen}
          onToggle={props.onToggleNotifications}
        />
      )}
      {account && !phone && (
        <button
          type="button"
          className="nav-compose"
          aria-label={intl.formatMessage(m.compose)}
          title={intl.formatMessage(m.compose)}
          onClick={() => setComposer({ account: account.key, target: { kind: 'status' } })}
        >
          <NavIcon name="compose" />
        </button>
      )}
      {!phone && (
        <button
          type="button"
          className="nav-shortcut nav-settings"
          aria-label={intl.formatMessage(m.settings)}
          title={intl.formatMessage(m.settings)}
          onClick={() => openSettings()}
        >
          <NavIcon name="settings" />
        </button>
      )}
      <div className="nav-accounts">{accounts}</div>
    </header>
  )
}
