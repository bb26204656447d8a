import { useAtomValue, useStore, type Store } from 'jotai'
import { useEffect, useRef } from 'react'
import { useIntl, type IntlShape } from 'react-intl'
import { useNavigate } from 'react-router'
import type { Notification } from '../../entities/notification'
import { profileLink } from '../../entities/user-rules'
import { routePath } from '../../routes/route-table'
import { useSettingsAtoms } from '../../settings/store'
import {
  browserSupportsPush,
  desktopPermission,
  pushAlertsFor,
  shouldShowDesktopAlert,
  subscribeWebPush,
  webPushBlocker,
} from '../../state/alerts'
import { getAccountCache, readEntity } from '../../state/entity-cache'
import { instanceConfigAtom } from '../../state/instance'
import { watchNotificationArrivals } from '../../state/notifications'
import { alertMessages as a } from './alerts-messages'
import { listOnScreenShows } from './lists-on-screen'
import { notificationMessages as m } from './messages'
import { sentenceOf, statusPath } from './notification-text'

export interface AlertsAccount {
  key: string
  nickname: string
  userId: string
}

const BODY_LIMIT = 200

/** The words and the place of a desktop notification. */
function describe(
  intl: IntlShape,
  store: Store,
  account: AlertsAccount,
  notification: Notification,
  hideIfCW: boolean,
  restricted: readonly string[],
) {
  const cache = getAccountCache(store, account.key)
  const name = (id: string | null) => {
    const user = id === null ? undefined : readEntity(cache, 'users', id)
    return user?.name || user?.screen_name || id || ''
  }
  const actor = readEntity(cache, 'users', notification.from_profile_id)
  const report =
    notification.report_id === null
      ? undefined
      : readEntity(cache, 'reports', notification.report_id)
  const title = intl.formatMessage(sentenceOf(notification, account.userId), {
    name: name(notification.from_profile_id),
    emoji: notification.emoji ?? '',
    target: name(notification.target_id),
    account: report ? name(report.account_id) : intl.formatMessage(m.unknownAccount),
  })
  const status =
    notification.status_id === null
      ? undefined
      : readEntity(cache, 'statuses', notification.status_id)
  let body = status?.text ?? ''
  if (status && status.summary !== '' && hideIfCW)
    body = intl.formatMessage(a.withWarning, { warning: status.summary })
  const path =
    notification.status_id !== null
      ? statusPath(notification.status_id)
      : profileLink(notification.from_profile_id, actor?.screen_name, restricted).path
  return {
    title,
    body: body.length > BODY_LIMIT ? `${body.slice(0, BODY_LIMIT - 1)}…` : body,
    icon: actor?.profile_image_url || undefined,
    path,
  }
}

/**
 * While an account is signed in: desktop notifications for what arrives (after the spec's
 * silence, not for what the reader looks at), its web push subscription kept up to date, and
 * the service worker's notification clicks opened in this window.
 */
export function useNotificationAlerts({ key, nickname, userId }: AlertsAccount): void {
  const intl = useIntl()
  const store = useStore()
  const navigate = useNavigate()
  const settings = useAtomValue(useSettingsAtoms(key).effective)
  const config = useAtomValue(instanceConfigAtom)
  const latest = useRef({ settings, config, intl, navigate })
  useEffect(() => {
    latest.current = { settings, config, intl, navigate }
  })

  // Desktop notifications for new arrivals.
  useEffect(() => {
    const streamingSince = Date.now()
    const account = { key, nickname, userId }
    return watchNotificationArrivals(store, key, (ids) => {
      const { settings: now, config: instance, intl: words } = latest.current
      for (const id of ids) {
        const notification = readEntity(getAccountCache(store, key), 'notifications', id)
        if (!notification) continue
        const show = shouldShowDesktopAlert(notification, {
          permission: desktopPermission(),
          streamingSince,
          now: Date.now(),
          visibility: now.notificationVisibility,
          // Web push on and able to run: the service worker shows the alerts.
          webPush:
            now.webPushNotifications &&
            webPushBlocker(browserSupportsPush(), instance.vapidPublicKey) === null,
          pageInFront: document.visibilityState === 'visible' && document.hasFocus(),
          listShows: (candidate) => listOnScreenShows(store, key, candidate),
        })
        if (!show) continue
        const text = describe(
          words,
          store,
          account,
          notification,
          now.webPushHideIfCW,
          instance.restrictedNicknames,
        )
        const alert = new window.Notification(text.title, {
          body: text.body,
          tag: `notification:${notification.id}`,
          ...(text.icon ? { icon: text.icon } : {}),
        })
        alert.onclick = () => {
          window.focus()
          void latest.current.navigate(text.path)
          alert.close()
        }
      }
    })
  }, [store, key, nickname, userId])

  // A subscription made before (this browser, this account) is renewed at start and follows
  // the kinds notificationVisibility shows; a failure is only logged (spec 1 section 8).
  const enabled = settings.webPushNotifications
  const vapidKey = config.vapidPublicKey
  // The kinds pushed, as a value the effect can compare.
  const alertsKey = JSON.stringify(pushAlertsFor(settings.notificationVisibility))
  const hideIfCW = settings.webPushHideIfCW
  const contentWarning = intl.formatMessage(a.contentWarning)
  const mayRenew = useRef(enabled)
  useEffect(() => {
    if (!mayRenew.current || !latest.current.settings.webPushNotifications) return
    if (vapidKey === null || webPushBlocker(browserSupportsPush(), vapidKey) !== null) return
    void subscribeWebPush(store, key, {
      vapidKey,
      alerts: pushAlertsFor(latest.current.settings.notificationVisibility),
      settings: {
        hideIfCW,
        contentWarning,
        notificationsPath: routePath('notifications', { username: nickname }),
      },
    })
  }, [store, key, nickname, vapidKey, alertsKey, hideIfCW, contentWarning])
  useEffect(() => {
    if (enabled) mayRenew.current = true
  }, [enabled])

  // A click on a push notification: the service worker asks this window to open the path.
  useEffect(() => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined
    if (!container) return undefined
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data
      if (typeof data !== 'object' || data === null) return
      const { type, path } = data as { type?: unknown; path?: unknown }
      if (type === 'open-path' && typeof path === 'string' && path.startsWith('/')) {
        void latest.current.navigate(path)
      }
    }
    container.addEventListener('message', onMessage)
    container.startMessages()
    return () => container.removeEventListener('message', onMessage)
  }, [])
}
