import { defineMessages } from '../../src/i18n/define-messages'

export const federatedMessages = defineMessages({
  label: { id: 'columns.federated', defaultMessage: 'Federated' },
})
