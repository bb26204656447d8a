import { defineMessages } from '../../src/i18n/define-messages'

export const bubbleMessages = defineMessages({
  label: { id: 'columns.bubble', defaultMessage: 'Bubble' },
})
