import { defineMessages } from '../../i18n/define-messages'

export const conversationMessages = defineMessages({
  title: { id: 'timeline.conversation', defaultMessage: 'Conversation' },
  collapse: { id: 'timeline.collapse', defaultMessage: 'Collapse' },
  expand: { id: 'timeline.expand', defaultMessage: 'Expand the conversation' },
  showAll: { id: 'status.show_all_conversation', defaultMessage: 'Show the whole conversation' },
  linear: { id: 'settings.conversation_display_linear', defaultMessage: 'Linear' },
  tree: { id: 'settings.conversation_display_tree', defaultMessage: 'Tree' },
})
