import { useIntl } from 'react-intl'
import { useActiveAccount } from '../../accounts'
import { defineMessages } from '../../i18n/define-messages'
import type { NotificationVisibility } from '../../settings/defaults'
import { loadOwnAccount } from '../../state/account-settings'
import { useLoad } from '../../state/loaders'
import { Switch } from '../primitives'
import { Loaded } from './Loaded'
import { notificationsSection } from './option-catalogue'
import { OptionSectionView } from './OptionSectionView'
import { ServerSideSwitch } from './ServerSideSwitch'
import { useEditableSettings } from './use-settings-owner'

const m = defineMessages({
  kinds: { id: 'settings.notifications.kinds', defaultMessage: 'Notifications shown' },
  kindsHint: {
    id: 'settings.notifications.kinds_hint',
    defaultMessage: 'Kinds switched off are left out of the list and of the unread count.',
  },
  server: { id: 'settings.notifications.server', defaultMessage: 'On the server' },
  follows: { id: 'settings.notifications.follows', defaultMessage: 'New followers' },
  mentions: { id: 'settings.notifications.mentions', defaultMessage: 'Mentions' },
  likes: { id: 'settings.notifications.likes', defaultMessage: 'Favourites' },
  repeats: { id: 'settings.notifications.repeats', defaultMessage: 'Repeats' },
  moves: { id: 'settings.notifications.moves', defaultMessage: 'Moved accounts' },
  emojiReactions: {
    id: 'settings.notifications.emoji_reactions',
    defaultMessage: 'Emoji reactions',
  },
  followRequest: {
    id: 'settings.notifications.follow_requests',
    defaultMessage: 'Follow requests',
  },
  polls: { id: 'settings.notifications.polls', defaultMessage: 'Ended polls' },
})

const kinds: (keyof NotificationVisibility)[] = [
  'mentions',
  'likes',
  'repeats',
  'emojiReactions',
  'follows',
  'followRequest',
  'moves',
  'polls',
]

/** Which notifications show, push notifications, and the two server-side options. */
export default function NotificationsTab({ owner }: { owner: string }) {
  const intl = useIntl()
  const { settings, change } = useEditableSettings(owner)
  const account = useActiveAccount()
  const own = useLoad(owner, 'settings:own-account', loadOwnAccount)
  const visibility = settings.notificationVisibility
  return (
    <>
      <section className="settings-section" aria-labelledby="settings-notification-kinds">
        <h3 id="settings-notification-kinds">{intl.formatMessage(m.kinds)}</h3>
        <p className="settings-hint">{intl.formatMessage(m.kindsHint)}</p>
        <div className="settings-options">
          {kinds.map((kind) => (
            <Switch
              key={kind}
              className="settings-option"
              label={intl.formatMessage(m[kind])}
              checked={visibility[kind]}
              onChange={(checked) =>
                change({
                  name: 'notificationVisibility',
                  value: { ...visibility, [kind]: checked },
                })
              }
            />
          ))}
        </div>
      </section>
      <OptionSectionView section={notificationsSection} settings={settings} change={change} />
      <section className="settings-section" aria-labelledby="settings-notifications-server">
        <h3 id="settings-notifications-server">{intl.formatMessage(m.server)}</h3>
        <Loaded load={own}>
          {() =>
            account && (
              <div className="settings-options">
                <ServerSideSwitch
                  owner={owner}
                  userId={account.userId}
                  name="blockNotificationsFromStrangers"
                />
                <ServerSideSwitch
                  owner={owner}
                  userId={account.userId}
                  name="webPushHideContents"
                />
              </div>
            )
          }
        </Loaded>
      </section>
    </>
  )
}
