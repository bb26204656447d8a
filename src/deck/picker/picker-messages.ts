import { defineMessages } from '../../i18n/define-messages'

export const pickerMessages = defineMessages({
  title: { id: 'deck.picker.title', defaultMessage: 'Add a column' },
  kind: { id: 'deck.picker.kind', defaultMessage: 'Kind of column' },
  account: { id: 'deck.picker.account', defaultMessage: 'Read as' },
  add: { id: 'deck.picker.add', defaultMessage: 'Add column' },
  adding: { id: 'deck.picker.adding', defaultMessage: 'Adding…' },
  back: { id: 'deck.picker.back', defaultMessage: 'Choose another kind' },
  chooseList: { id: 'deck.picker.choose_list', defaultMessage: 'Choose a list' },
  noLists: { id: 'deck.picker.no_lists', defaultMessage: 'You have no lists yet.' },
  listsFailed: {
    id: 'deck.picker.lists_failed',
    defaultMessage: 'Your lists could not be loaded.',
  },
  accountHint: { id: 'deck.picker.account_hint', defaultMessage: 'A handle like user@example.com' },
  accountNotFound: {
    id: 'deck.picker.account_not_found',
    defaultMessage: 'No account {acct} was found.',
  },
  statusHint: { id: 'deck.picker.status_hint', defaultMessage: 'The id of the status' },
  invalid: { id: 'deck.picker.invalid', defaultMessage: 'Please check the fields: {detail}' },
})
