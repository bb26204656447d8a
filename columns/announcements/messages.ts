import { defineMessages } from '../../src/i18n/define-messages'

export const announcementsColumnMessages = defineMessages({
  label: { id: 'columns.announcements', defaultMessage: 'Announcements' },
})
