import { defineMessages } from '../i18n/define-messages'

export const deckMessages = defineMessages({
  deck: { id: 'deck.label', defaultMessage: 'Deck' },
  columnMenu: { id: 'deck.column_menu', defaultMessage: 'Column menu: {title}' },
  dragHandle: { id: 'deck.drag_handle', defaultMessage: 'Move column {title}' },
  resize: { id: 'deck.resize', defaultMessage: 'Column width: {title}' },
  openFocused: { id: 'deck.open_focused', defaultMessage: 'Open on its own' },
  moveLeft: { id: 'deck.move_left', defaultMessage: 'Move left' },
  moveRight: { id: 'deck.move_right', defaultMessage: 'Move right' },
  narrow: { id: 'deck.width_narrow', defaultMessage: 'Narrow' },
  medium: { id: 'deck.width_medium', defaultMessage: 'Medium width' },
  wide: { id: 'deck.width_wide', defaultMessage: 'Wide' },
  settings: { id: 'deck.column_settings', defaultMessage: 'Column settings' },
  remove: { id: 'deck.remove_column', defaultMessage: 'Remove column' },
  addColumn: { id: 'deck.add_column', defaultMessage: 'Add column' },
  emptyDeck: { id: 'deck.empty', defaultMessage: 'This deck has no columns yet.' },
  thirdNotifications: { id: 'deck.third_column_notifications', defaultMessage: 'Notifications' },
  brokenColumn: {
    id: 'deck.broken_column',
    defaultMessage: 'This column cannot be shown: its kind or settings are not valid.',
  },
  dragStart: { id: 'deck.drag_start', defaultMessage: 'Picked up column {title}.' },
  dragOver: { id: 'deck.drag_over', defaultMessage: 'Column {title} is at position {position}.' },
  dragEnd: {
    id: 'deck.drag_end',
    defaultMessage: 'Column {title} dropped at position {position}.',
  },
  dragCancel: { id: 'deck.drag_cancel', defaultMessage: 'Moving column {title} was cancelled.' },
  dragInstructions: {
    id: 'deck.drag_instructions',
    defaultMessage:
      'To move a column, press Space or Enter on its handle, then the left and right arrow keys, then Space or Enter again to drop it, or Escape to cancel.',
  },
})
