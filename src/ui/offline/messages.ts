import { defineMessages } from '../../i18n/define-messages'

export const offlineMessages = defineMessages({
  offline: { id: 'offline.title', defaultMessage: 'You are offline.' },
  offlineDetail: {
    id: 'offline.detail',
    defaultMessage:
      'What was already loaded stays here. New posts, and anything you do, wait for the connection.',
  },
  startedOffline: {
    id: 'offline.started_offline',
    defaultMessage:
      'The app opened without a connection, so there is nothing to show yet. It goes live as soon as the connection is back.',
  },
  backOnline: { id: 'offline.back_online', defaultMessage: 'Back online: catching up.' },
})
