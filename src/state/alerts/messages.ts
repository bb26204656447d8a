import { defineMessages } from '../../i18n/define-messages'

export const webPushMessages = defineMessages({
  failed: {
    id: 'notifications.web_push_failed',
    defaultMessage: 'Web push could not be set up: {reason}',
  },
})
