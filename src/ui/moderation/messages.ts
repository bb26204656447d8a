import { defineMessages } from '../../i18n/define-messages'

/** The reports column and the report cards. */
export const reportMessages = defineMessages({
  list: { id: 'moderation.reports.list', defaultMessage: 'Reports' },
  refused: {
    id: 'moderation.reports.refused_role',
    defaultMessage: 'Only moderators and admins can see reports.',
  },
  refusedUsers: {
    id: 'moderation.users.refused_role',
    defaultMessage: 'Only moderators and admins can list accounts.',
  },
  refusedPosts: {
    id: 'moderation.posts.refused_role',
    defaultMessage: 'Only moderators and admins can moderate posts.',
  },
  loading: { id: 'moderation.reports.loading', defaultMessage: 'Loading reports…' },
  error: { id: 'moderation.reports.error', defaultMessage: 'Reports could not be loaded: {error}' },
  retry: { id: 'moderation.reports.retry', defaultMessage: 'Try again' },
  none: { id: 'moderation.reports.none', defaultMessage: 'No reports here.' },
  loadMore: { id: 'moderation.reports.load_more', defaultMessage: 'Load older reports' },
  unread: {
    id: 'moderation.reports.unread',
    defaultMessage: '{count, plural, one {# new report} other {# new reports}}',
  },
  markRead: { id: 'moderation.reports.mark_read', defaultMessage: 'Mark all read' },
  heading: {
    id: 'moderation.reports.heading',
    defaultMessage: 'Report on {account}',
  },
  reporter: { id: 'moderation.reports.reporter', defaultMessage: 'Reported by' },
  reported: { id: 'moderation.reports.reported', defaultMessage: 'Reported account' },
  state: {
    id: 'moderation.reports.state',
    defaultMessage:
      '{state, select, open {Open} resolved {Resolved} closed {Closed} other {{state}}}',
  },
  noComment: { id: 'moderation.reports.no_comment', defaultMessage: 'No comment.' },
  statuses: {
    id: 'moderation.reports.statuses',
    defaultMessage: '{count, plural, =0 {No posts attached} one {# post} other {# posts}}',
  },
  priorReports: {
    id: 'moderation.reports.prior',
    defaultMessage:
      '{count, plural, one {# other report on this account} other {# other reports on this account}}',
  },
  select: { id: 'moderation.reports.select', defaultMessage: 'Select this report' },
  resolve: { id: 'moderation.reports.resolve', defaultMessage: 'Resolve' },
  close: { id: 'moderation.reports.close', defaultMessage: 'Close' },
  reopen: { id: 'moderation.reports.reopen', defaultMessage: 'Reopen' },
  openAccount: { id: 'moderation.reports.open_account', defaultMessage: 'Account tools' },
  selected: {
    id: 'moderation.reports.selected',
    defaultMessage: '{count, plural, one {# report selected} other {# reports selected}}',
  },
  bulk: { id: 'moderation.reports.bulk', defaultMessage: 'Selected reports' },
  resolveSelected: { id: 'moderation.reports.resolve_selected', defaultMessage: 'Resolve all' },
  closeSelected: { id: 'moderation.reports.close_selected', defaultMessage: 'Close all' },
  reopenSelected: { id: 'moderation.reports.reopen_selected', defaultMessage: 'Reopen all' },
  clearSelection: { id: 'moderation.reports.clear_selection', defaultMessage: 'Clear selection' },
  notes: { id: 'moderation.reports.notes', defaultMessage: 'Notes' },
  noteField: { id: 'moderation.reports.note_field', defaultMessage: 'Add a note' },
  addNote: { id: 'moderation.reports.add_note', defaultMessage: 'Add note' },
  deleteNote: { id: 'moderation.reports.delete_note', defaultMessage: 'Delete note' },
  noteBy: { id: 'moderation.reports.note_by', defaultMessage: '{name}' },
  statusGone: { id: 'moderation.reports.status_gone', defaultMessage: 'This post was deleted.' },
  openThread: { id: 'moderation.reports.open_thread', defaultMessage: 'Open the thread' },
  statusTools: { id: 'moderation.reports.status_tools', defaultMessage: 'Moderate this post' },
  makePublic: { id: 'moderation.status.public', defaultMessage: 'Make public' },
  makeUnlisted: { id: 'moderation.status.unlisted', defaultMessage: 'Make unlisted' },
  makePrivate: { id: 'moderation.status.private', defaultMessage: 'Make followers-only' },
  markSensitive: { id: 'moderation.status.sensitive', defaultMessage: 'Mark sensitive' },
  markNotSensitive: {
    id: 'moderation.status.not_sensitive',
    defaultMessage: 'Mark not sensitive',
  },
  deleteStatus: { id: 'moderation.status.delete', defaultMessage: 'Delete post' },
  deleteStatusConfirm: {
    id: 'moderation.status.delete_confirm',
    defaultMessage: 'Delete this post for everyone? This cannot be undone.',
  },
  scope: {
    id: 'moderation.status.scope',
    defaultMessage:
      '{scope, select, public {Public} unlisted {Unlisted} local {Local only} private {Followers-only} direct {Direct} other {List}}',
  },
  sensitive: { id: 'moderation.status.is_sensitive', defaultMessage: 'Sensitive' },
})
