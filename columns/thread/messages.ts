import { defineMessages } from '../../src/i18n/define-messages'

export const threadMessages = defineMessages({
  label: { id: 'columns.thread', defaultMessage: 'Thread' },
  param: { id: 'columns.thread_param', defaultMessage: 'Status' },
})
