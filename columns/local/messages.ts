import { defineMessages } from '../../src/i18n/define-messages'

export const localMessages = defineMessages({
  label: { id: 'columns.local', defaultMessage: 'Local' },
})
