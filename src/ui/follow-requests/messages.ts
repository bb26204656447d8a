import { defineMessages } from '../../i18n/define-messages'

// Answering follow requests, on their screen and on their notification. Ids follow the spec's
// keys (user_card.approve ...).
export const followRequestMessages = defineMessages({
  approve: { id: 'user_card.approve', defaultMessage: 'Approve' },
  deny: { id: 'user_card.deny', defaultMessage: 'Deny' },
  approveLabel: {
    id: 'follow_requests.approve_label',
    defaultMessage: 'Approve the follow request of {name}',
  },
  denyLabel: {
    id: 'follow_requests.deny_label',
    defaultMessage: 'Deny the follow request of {name}',
  },
  approveTitle: { id: 'user_card.approve_confirm_title', defaultMessage: 'Approve follow request' },
  approveQuestion: {
    id: 'user_card.approve_confirm',
    defaultMessage: 'Are you sure you want to approve the follow request of {name}?',
  },
  denyTitle: { id: 'user_card.deny_confirm_title', defaultMessage: 'Deny follow request' },
  denyQuestion: {
    id: 'user_card.deny_confirm',
    defaultMessage: 'Are you sure you want to deny the follow request of {name}?',
  },
  // The screen.
  heading: { id: 'nav.friend_requests', defaultMessage: 'Follow requests' },
  none: { id: 'follow_requests.none', defaultMessage: 'No follow requests are waiting.' },
  loadMore: { id: 'follow_requests.load_more', defaultMessage: 'Load more requests' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  error: {
    id: 'follow_requests.error',
    defaultMessage: 'Could not load the follow requests: {error}',
  },
  retry: { id: 'general.retry', defaultMessage: 'Try again' },
})
