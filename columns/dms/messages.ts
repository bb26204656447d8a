import { defineMessages } from '../../src/i18n/define-messages'

export const dmsMessages = defineMessages({
  label: { id: 'columns.dms', defaultMessage: 'Direct messages' },
  mode: { id: 'columns.dms_mode', defaultMessage: 'Show direct messages as' },
  conversations: { id: 'columns.dms_conversations', defaultMessage: 'Conversations' },
  timeline: { id: 'columns.dms_timeline', defaultMessage: 'A timeline of posts' },
  display: { id: 'columns.dms_display', defaultMessage: 'Last message of each conversation' },
  compact: { id: 'columns.dms_compact', defaultMessage: 'Compact preview' },
  cards: { id: 'columns.dms_cards', defaultMessage: 'Whole post' },
})
