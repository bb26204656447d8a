import { defineMessages } from '../../src/i18n/define-messages'

export const bookmarksMessages = defineMessages({
  label: { id: 'columns.bookmarks', defaultMessage: 'Bookmarks' },
})
