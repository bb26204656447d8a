// Alerts outside the page: Web Push (subscribing the browser) and desktop notifications (the
// rule for showing one, and the arrivals it is asked about).
export {
  browserSupportsPush,
  pushAlertsFor,
  subscribeWebPush,
  unsubscribeWebPush,
  webPushBlocker,
} from './web-push'
export {
  desktopPermission,
  requestDesktopPermission,
  shouldShowDesktopAlert,
  type DesktopPermission,
} from './desktop'
