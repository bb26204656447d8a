import { defineMessages } from '../../src/i18n/define-messages'

export const listMessages = defineMessages({
  label: { id: 'columns.list', defaultMessage: 'List' },
  title: { id: 'columns.list_title', defaultMessage: 'List: {title}' },
  param: { id: 'columns.list_param', defaultMessage: 'List' },
})
