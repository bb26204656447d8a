import { defineMessages } from '../../src/i18n/define-messages'

export const dmsMessages = defineMessages({
  label: { id: 'columns.dms', defaultMessage: 'Direct messages' },
})
