import { defineMessages } from '../../src/i18n/define-messages'

export const staffUsersColumnMessages = defineMessages({
  label: { id: 'columns.staff_users', defaultMessage: 'Accounts (moderation)' },
})
