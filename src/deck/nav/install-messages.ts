import { defineMessages } from '../../i18n/define-messages'

export const installMessages = defineMessages({
  install: { id: 'nav.install_app', defaultMessage: 'Install the app' },
})
