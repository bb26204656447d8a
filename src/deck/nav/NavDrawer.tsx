import { useAtomValue } from 'jotai'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { useActiveAccount } from '../../accounts'
import { routePath } from '../../routes/route-table'
import { chatsAvailableAtom, instanceConfigAtom } from '../../state/instance'
import { useUser } from '../../state/hooks'
import { useAccountSession } from '../use-column-account'
import { useSwipeListener } from '../use-swipe'
import { AnnouncementsItem, LogoutItem, PersonalItems, RegisteredItems } from './DrawerEntries'
import { Item } from './DrawerItem'
import { NavIcon } from './NavIcon'
import { NotificationsNavLink } from './NotificationsNavLink'
import { navMessages as m } from './nav-messages'
import { useShortcuts } from './NavBar'
import { useCloseOnRouteChange } from './use-close-on-route-change'
import { DrawerFollowedTags, DrawerLists } from './DrawerSocial'

interface Props {
  open: boolean
  onClose: () => void
}

function SignedInSections({
  accountKey,
  userId,
  open,
}: {
  accountKey: string
  userId: string
  open: boolean
}) {
  const intl = useIntl()
  useAccountSession(accountKey)
  const user = useUser(accountKey, userId)
  const requests = user?.follow_request_count ?? 0
  return (
    <>
      <DrawerLists accountKey={accountKey} open={open} />
      <DrawerFollowedTags accountKey={accountKey} open={open} />
      {user?.locked && (
        <ul>
          <Item to={routePath('friend-requests')} icon="follow">
            {intl.formatMessage(m.followRequests)}
            {requests > 0 && (
              <span className="drawer-badge">
                {intl.formatMessage(m.followRequestsCount, { count: requests })}
              </span>
            )}
          </Item>
        </ul>
      )}
    </>
  )
}

/**
 * The menu: a side drawer on phones (opened by the bar's button or a swipe), a panel beside
 * the deck on wider screens. Closes on Escape and when the route changes.
 */
export function NavDrawer({ open, onClose }: Props) {
  const intl = useIntl()
  const account = useActiveAccount()
  const config = useAtomValue(instanceConfigAtom)
  const chats = useAtomValue(chatsAvailableAtom)
  const shortcuts = useShortcuts()
  const drawerRef = useRef<HTMLElement>(null)
  useSwipeListener(drawerRef, (direction) => {
    if (direction === -1) onClose()
  })
  const closeRef = useRef(onClose)
  useEffect(() => {
    closeRef.current = onClose
  })
  useCloseOnRouteChange(onClose)
  useEffect(() => {
    if (!open) return undefined
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])
  const privateVisitor = config.private && !account

  return (
    <aside
      id="nav-drawer"
      className={`nav-drawer${open ? ' nav-drawer-open' : ''}`}
      aria-label={intl.formatMessage(m.drawer)}
      hidden={!open}
      ref={drawerRef}
    >
      <nav aria-label={intl.formatMessage(m.drawer)}>
        {!account && (
          <ul>
            <Item to={routePath('login')} icon="signIn">
              {intl.formatMessage(m.login)}
            </Item>
          </ul>
        )}
        {!privateVisitor && (
          <details open>
            <summary>{intl.formatMessage(m.timelines)}</summary>
            <ul>
              {shortcuts.map((shortcut) => (
                <Item key={shortcut.to} to={shortcut.to} icon={shortcut.icon}>
                  {intl.formatMessage(shortcut.label)}
                </Item>
              ))}
              {account && (
                <>
                  <li>
                    <NotificationsNavLink
                      accountKey={account.key}
                      nickname={account.nickname}
                      className="drawer-link"
                    >
                      <span>{intl.formatMessage(m.notifications)}</span>
                    </NotificationsNavLink>
                  </li>
                  <Item to={routePath('dms', { username: account.nickname })} icon="envelope">
                    {intl.formatMessage(m.dms)}
                  </Item>
                  {chats && (
                    <Item to={routePath('chats', { username: account.nickname })} icon="chat">
                      {intl.formatMessage(m.chats)}
                    </Item>
                  )}
                  <Item to={routePath('bookmarks')} icon="bookmark">
                    {intl.formatMessage(m.bookmarks)}
                  </Item>
                </>
              )}
            </ul>
          </details>
        )}
        {account && (
          <SignedInSections accountKey={account.key} userId={account.userId} open={open} />
        )}
        {account && (
          <ul>
            <PersonalItems account={account} />
          </ul>
        )}
        <ul>
          <Item to={routePath('about')} icon="info">
            {intl.formatMessage(m.about)}
          </Item>
          <RegisteredItems slot="app" account={account} />
          <RegisteredItems slot="staff" account={account} />
          {account?.role === 'admin' && (
            <li>
              <a
                className="drawer-link"
                href="/pleroma/admin/"
                target="_blank"
                rel="noopener noreferrer"
              >
                <NavIcon name="shield" />
                <span>{intl.formatMessage(m.administration)}</span>
              </a>
            </li>
          )}
          {account && !account.expired && <AnnouncementsItem accountKey={account.key} />}
          {account && <LogoutItem accountKey={account.key} />}
        </ul>
      </nav>
    </aside>
  )
}
