import { defineMessages } from '../../i18n/define-messages'

/** The moderation view's accounts list. */
export const staffUsersMessages = defineMessages({
  search: { id: 'moderation.users.search', defaultMessage: 'Search accounts' },
  filter: { id: 'moderation.users.filter', defaultMessage: 'Show' },
  all: { id: 'moderation.users.filter_all', defaultMessage: 'All accounts' },
  local: { id: 'moderation.users.filter_local', defaultMessage: 'Local' },
  external: { id: 'moderation.users.filter_external', defaultMessage: 'Remote' },
  active: { id: 'moderation.users.filter_active', defaultMessage: 'Active' },
  deactivated: { id: 'moderation.users.filter_deactivated', defaultMessage: 'Deactivated' },
  need_approval: {
    id: 'moderation.users.filter_need_approval',
    defaultMessage: 'Awaiting approval',
  },
  unconfirmed: { id: 'moderation.users.filter_unconfirmed', defaultMessage: 'Email not confirmed' },
  is_admin: { id: 'moderation.users.filter_admin', defaultMessage: 'Admins' },
  is_moderator: { id: 'moderation.users.filter_moderator', defaultMessage: 'Moderators' },
  list: { id: 'moderation.users.list', defaultMessage: 'Accounts' },
  loading: { id: 'moderation.users.loading', defaultMessage: 'Loading accounts…' },
  error: { id: 'moderation.users.error', defaultMessage: 'Accounts could not be loaded: {error}' },
  retry: { id: 'moderation.users.retry', defaultMessage: 'Try again' },
  none: { id: 'moderation.users.none', defaultMessage: 'No accounts match.' },
  count: {
    id: 'moderation.users.count',
    defaultMessage: '{count, plural, one {# account} other {# accounts}}, page {page} of {pages}',
  },
  previous: { id: 'moderation.users.previous', defaultMessage: 'Previous page' },
  next: { id: 'moderation.users.next', defaultMessage: 'Next page' },
  roles: {
    id: 'moderation.users.roles',
    defaultMessage:
      '{admin, select, true {Admin} other {{moderator, select, true {Moderator} other {}}}}',
  },
  handle: { id: 'moderation.users.handle', defaultMessage: '@{nickname}' },
  reason: { id: 'moderation.users.reason', defaultMessage: 'Reason given: {reason}' },
})
