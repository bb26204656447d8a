import { defineMessages } from '../../src/i18n/define-messages'

export const listsColumnMessages = defineMessages({
  label: { id: 'columns.lists', defaultMessage: 'Lists' },
  editTitle: { id: 'columns.lists_edit_title', defaultMessage: 'Edit list: {title}' },
  edit: { id: 'columns.lists_edit', defaultMessage: 'Edit list' },
})
