import { defineMessages } from '../../src/i18n/define-messages'

export const homeMessages = defineMessages({
  label: { id: 'columns.home', defaultMessage: 'Home' },
})
