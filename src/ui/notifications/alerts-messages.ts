import { defineMessages } from '../../i18n/define-messages'

// Desktop notifications and web push: the heading's "Alerts" panel and what the alerts say.
export const alertMessages = defineMessages({
  open: { id: 'notifications.alerts', defaultMessage: 'Alerts' },
  panel: { id: 'notifications.alerts_panel', defaultMessage: 'Desktop and push notifications' },
  desktopHeading: { id: 'notifications.desktop', defaultMessage: 'Desktop notifications' },
  enableDesktop: {
    id: 'notifications.enable_desktop',
    defaultMessage: 'Enable desktop notifications',
  },
  desktopOn: {
    id: 'notifications.desktop_on',
    defaultMessage: 'On: new notifications show on the desktop unless you are looking at them.',
  },
  desktopDenied: {
    id: 'notifications.desktop_denied',
    defaultMessage: 'The browser blocks desktop notifications for this site.',
  },
  desktopUnsupported: {
    id: 'notifications.desktop_unsupported',
    defaultMessage: 'This browser has no desktop notifications.',
  },
  webPush: {
    id: 'settings.enable_web_push_notifications',
    defaultMessage: 'Web push notifications',
  },
  webPushHint: {
    id: 'notifications.web_push_hint',
    defaultMessage: 'Alerts even while the client is closed, sent by your instance.',
  },
  // Spec 1 section 8: the two reasons web push cannot be turned on.
  disabledInConfig: {
    id: 'notifications.web_push_disabled',
    defaultMessage: 'Web Push is disabled in config',
  },
  noVapidKey: {
    id: 'notifications.vapid_missing',
    defaultMessage: 'VAPID public key is not found',
  },
  hideIfCW: {
    id: 'settings.notification_setting_hide_if_cw',
    defaultMessage: 'Hide the content of posts with a content warning',
  },
  hideIfCWHint: {
    id: 'notifications.hide_if_cw_hint',
    defaultMessage: 'Push and desktop notifications show the warning instead.',
  },
  contentWarning: { id: 'notifications.content_warning', defaultMessage: 'Content warning' },
  withWarning: {
    id: 'notifications.with_content_warning',
    defaultMessage: 'Content warning: {warning}',
  },
})
