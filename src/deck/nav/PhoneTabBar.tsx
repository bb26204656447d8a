import { useSetAtom } from 'jotai'
import { useIntl } from 'react-intl'
import { NavLink } from 'react-router'
import { useActiveAccount } from '../../accounts'
import { composerRequestAtom } from '../composer/composer-request'
import { NavIcon } from './NavIcon'
import { useShortcuts } from './NavBar'
import { navMessages as m } from './nav-messages'

/**
 * On a phone the main places and "New post" sit in a bar at the bottom of the screen, within
 * reach of the thumb; the top bar keeps the menu, search and accounts.
 */
export function PhoneTabBar() {
  const intl = useIntl()
  const shortcuts = useShortcuts()
  const account = useActiveAccount()
  const setComposer = useSetAtom(composerRequestAtom)
  return (
    <nav className="phone-tab-bar" aria-label={intl.formatMessage(m.main)}>
      {shortcuts.map((shortcut) => (
        <NavLink key={shortcut.to} to={shortcut.to} className="phone-tab">
          <NavIcon name={shortcut.icon} />
          <span className="phone-tab-label">{intl.formatMessage(shortcut.label)}</span>
        </NavLink>
      ))}
      {account && (
        <button
          type="button"
          className="phone-tab phone-tab-compose"
          onClick={() => setComposer({ account: account.key, target: { kind: 'status' } })}
        >
          <NavIcon name="compose" />
          <span className="phone-tab-label">{intl.formatMessage(m.compose)}</span>
        </button>
      )}
    </nav>
  )
}
