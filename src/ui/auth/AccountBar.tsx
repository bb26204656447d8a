import { useAtomValue, useSetAtom } from 'jotai'
import { useIntl } from 'react-intl'
import { Link, useNavigate } from 'react-router'
import { accountsAtom, activeAccountAtom, dispatchAccountsAtom } from '../../accounts/store'
import { routePath } from '../../routes/route-table'
import { ConfirmModal } from '../common/ConfirmModal'
import { Menu, type MenuItem } from '../common/Menu'
import { accountMessages as messages } from './messages'
import { SessionExpiredPrompt } from './SessionExpiredPrompt'
import { useLogout } from './use-logout'
import './auth.css'

/**
 * The signed-in accounts: the active one, switching to another, adding one, logging out; a login
 * link for visitors. The deck's navigation can host it; until then the app shows it on top.
 */
export default function AccountBar() {
  const intl = useIntl()
  const navigate = useNavigate()
  const accounts = useAtomValue(accountsAtom)
  const active = useAtomValue(activeAccountAtom)
  const dispatch = useSetAtom(dispatchAccountsAtom)
  const logout = useLogout()

  if (!active) {
    return (
      <div className="account-bar">
        <Link to={routePath('login')}>{intl.formatMessage(messages.login)}</Link>
      </div>
    )
  }
  const items: MenuItem[] = [
    ...accounts
      .filter((a) => a.key !== active.key)
      .map((a) => ({
        id: `switch:${a.key}`,
        label: intl.formatMessage(messages.switchTo, { account: a.key }),
        onSelect: () => dispatch({ type: 'switch', key: a.key }),
      })),
    {
      id: 'add',
      label: intl.formatMessage(messages.addAccount),
      onSelect: () => void navigate(routePath('login')),
    },
    {
      id: 'logout',
      label: intl.formatMessage(messages.logout),
      onSelect: () => logout.request(active.key),
    },
  ]
  return (
    <div className="account-bar">
      <Menu
        label={intl.formatMessage(messages.accounts, { account: active.key })}
        button={<span className="account-bar-active">{active.key}</span>}
        items={items}
      />
      {active.expired && <SessionExpiredPrompt account={active} />}
      {logout.confirming !== undefined && (
        <ConfirmModal
          title={intl.formatMessage(messages.logoutConfirmTitle)}
          confirmLabel={intl.formatMessage(messages.logoutConfirmAccept)}
          onConfirm={logout.confirm}
          onCancel={logout.cancel}
        >
          {intl.formatMessage(messages.logoutConfirm, { account: logout.confirming })}
        </ConfirmModal>
      )}
    </div>
  )
}
