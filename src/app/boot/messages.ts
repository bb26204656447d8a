import { defineMessages } from '../../i18n/define-messages'

export const bootMessages = defineMessages({
  storageUnavailable: {
    id: 'errors.storage_unavailable',
    defaultMessage:
      'This browser does not let the client use its storage: sign-ins and settings will be lost when the page closes. Allowing site data (cookies) for this site fixes it.',
  },
})
