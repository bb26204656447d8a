import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { routePath } from '../../routes/route-table'
import { useSettingsAtoms } from '../../settings/store'
import {
  browserSupportsPush,
  desktopPermission,
  pushAlertsFor,
  requestDesktopPermission,
  subscribeWebPush,
  unsubscribeWebPush,
  webPushBlocker,
  type DesktopPermission,
} from '../../state/alerts'
import { instanceConfigAtom } from '../../state/instance'
import type { UserMessage } from '../../i18n/define-messages'
import { formatUserMessage } from '../common/format-user-message'
import { Button, Switch } from '../primitives'
import { Popover } from '../primitives/Popover'
import { alertMessages as a } from './alerts-messages'

/**
 * The heading's "Alerts" panel: desktop notifications (the permission is asked on this
 * button's click only) and web push with its hide-if-CW option. The settings screen will hold
 * the same switches later.
 */
export function NotificationAlerts({ account, nickname }: { account: string; nickname: string }) {
  const intl = useIntl()
  return (
    <Popover
      label={intl.formatMessage(a.panel)}
      placement="bottom-end"
      className="notification-alerts"
      trigger={
        <Button size="sm" title={intl.formatMessage(a.panel)}>
          {intl.formatMessage(a.open)}
        </Button>
      }
    >
      <DesktopSection />
      <PushSection account={account} nickname={nickname} />
    </Popover>
  )
}

function DesktopSection() {
  const intl = useIntl()
  const [permission, setPermission] = useState<DesktopPermission>(desktopPermission)
  const state: Record<Exclude<DesktopPermission, 'default'>, string> = {
    granted: intl.formatMessage(a.desktopOn),
    denied: intl.formatMessage(a.desktopDenied),
    unsupported: intl.formatMessage(a.desktopUnsupported),
  }
  return (
    <section className="notification-alerts-section">
      <h2>{intl.formatMessage(a.desktopHeading)}</h2>
      {permission === 'default' ? (
        <Button
          size="sm"
          onClick={() => {
            void requestDesktopPermission().then(setPermission)
          }}
        >
          {intl.formatMessage(a.enableDesktop)}
        </Button>
      ) : (
        <p role="status">{state[permission]}</p>
      )}
    </section>
  )
}

function PushSection({ account, nickname }: { account: string; nickname: string }) {
  const intl = useIntl()
  const store = useStore()
  const atoms = useSettingsAtoms(account)
  const settings = useAtomValue(atoms.effective)
  const setSetting = useSetAtom(atoms.set)
  const vapidKey = useAtomValue(instanceConfigAtom).vapidPublicKey
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<UserMessage | null>(null)
  const blocker = webPushBlocker(browserSupportsPush(), vapidKey)
  const toggle = async (on: boolean) => {
    setBusy(true)
    setError(null)
    const result =
      on && vapidKey !== null
        ? await subscribeWebPush(store, account, {
            vapidKey,
            alerts: pushAlertsFor(settings.notificationVisibility),
            settings: {
              hideIfCW: settings.webPushHideIfCW,
              contentWarning: intl.formatMessage(a.contentWarning),
              notificationsPath: routePath('notifications', { username: nickname }),
            },
          })
        : await unsubscribeWebPush(store, account)
    setBusy(false)
    if (result.ok) setSetting({ name: 'webPushNotifications', value: on })
    else setError(result.error)
  }
  const hint =
    blocker === null
      ? intl.formatMessage(a.webPushHint)
      : intl.formatMessage(blocker === 'disabledInConfig' ? a.disabledInConfig : a.noVapidKey)
  return (
    <section className="notification-alerts-section">
      <Switch
        label={intl.formatMessage(a.webPush)}
        checked={blocker === null && settings.webPushNotifications}
        disabled={blocker !== null || busy}
        hint={hint}
        onChange={(on) => void toggle(on)}
      />
      {error && (
        <p role="alert" className="notification-alerts-error">
          {formatUserMessage(intl, error)}
        </p>
      )}
      <Switch
        label={intl.formatMessage(a.hideIfCW)}
        checked={settings.webPushHideIfCW}
        hint={intl.formatMessage(a.hideIfCWHint)}
        onChange={(on) => setSetting({ name: 'webPushHideIfCW', value: on })}
      />
    </section>
  )
}
