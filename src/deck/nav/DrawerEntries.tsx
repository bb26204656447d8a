import { useStore } from 'jotai'
import { useIntl } from 'react-intl'
import type { Account } from '../../accounts/store'
import { routePath } from '../../routes/route-table'
import { useInstanceConfig } from '../../state/instance'
import { useUnseenCount } from '../../state/notifications'
import { ConfirmModal } from '../../ui/common/ConfirmModal'
import { accountMessages } from '../../ui/auth/messages'
import { useLogout } from '../../ui/auth/use-logout'
import { ActionItem, Item } from './DrawerItem'
import { useDrawerEntries, visibleEntries, type DrawerSlot } from './drawer-entries'
import { navMessages as m } from './nav-messages'

/** The entries other screens registered for this place of the drawer (settings, moderation). */
export function RegisteredItems({
  slot,
  account,
}: {
  slot: DrawerSlot
  account: Account | undefined
}) {
  const intl = useIntl()
  const store = useStore()
  const all = useDrawerEntries()
  return visibleEntries(all, slot, account?.role).map((entry) =>
    'to' in entry.open ? (
      <Item key={entry.id} to={entry.open.to} icon={entry.icon}>
        {intl.formatMessage(entry.label)}
      </Item>
    ) : (
      <ActionItem
        key={entry.id}
        icon={entry.icon}
        onClick={() => {
          if ('run' in entry.open) entry.open.run(store)
        }}
      >
        {intl.formatMessage(entry.label)}
      </ActionItem>
    ),
  )
}

/** Interactions and, where the instance suggests accounts, who to follow. */
export function PersonalItems({ account }: { account: Account }) {
  const intl = useIntl()
  const config = useInstanceConfig()
  return (
    <>
      <Item to={routePath('interactions', { username: account.nickname })} icon="mention">
        {intl.formatMessage(m.interactions)}
      </Item>
      {config.suggestionsEnabled && (
        <Item to={routePath('who-to-follow')} icon="follow">
          {intl.formatMessage(m.whoToFollow)}
        </Item>
      )}
      <RegisteredItems slot="personal" account={account} />
    </>
  )
}

/** Announcements, with how many are unread. */
export function AnnouncementsItem({ accountKey }: { accountKey: string }) {
  const intl = useIntl()
  const { announcements } = useUnseenCount(accountKey)
  return (
    <Item to={routePath('announcements')} icon="announcement">
      {intl.formatMessage(m.announcements)}
      {announcements > 0 && (
        <span className="drawer-badge">
          {intl.formatMessage(m.announcementsUnread, { count: announcements })}
        </span>
      )}
    </Item>
  )
}

/** Log out (spec 1 section 4): a confirmation first when modalOnLogout asks for one. */
export function LogoutItem({ accountKey }: { accountKey: string }) {
  const intl = useIntl()
  const logout = useLogout()
  return (
    <>
      <ActionItem icon="signOut" onClick={() => logout.request(accountKey)}>
        {intl.formatMessage(accountMessages.logout)}
      </ActionItem>
      {logout.confirming !== undefined && (
        <ConfirmModal
          title={intl.formatMessage(accountMessages.logoutConfirmTitle)}
          confirmLabel={intl.formatMessage(accountMessages.logoutConfirmAccept)}
          onConfirm={logout.confirm}
          onCancel={logout.cancel}
        >
          {intl.formatMessage(accountMessages.logoutConfirm, { account: logout.confirming })}
        </ConfirmModal>
      )}
    </>
  )
}
