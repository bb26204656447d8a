import { defineMessages } from '../../i18n/define-messages'

/** The admin's announcement editor (spec 3 section 7). */
export const announcementAdminMessages = defineMessages({
  newHeading: { id: 'announcements.admin.new', defaultMessage: 'New announcement' },
  editHeading: { id: 'announcements.admin.edit_heading', defaultMessage: 'Edit the announcement' },
  content: { id: 'announcements.admin.content', defaultMessage: 'Announcement' },
  allDay: { id: 'announcements.admin.all_day', defaultMessage: 'All day' },
  startsAt: { id: 'announcements.admin.starts_at', defaultMessage: 'Starts' },
  endsAt: { id: 'announcements.admin.ends_at', defaultMessage: 'Ends' },
  post: { id: 'announcements.admin.post', defaultMessage: 'Post announcement' },
  save: { id: 'announcements.admin.save', defaultMessage: 'Save' },
  cancel: { id: 'announcements.admin.cancel', defaultMessage: 'Cancel' },
  edit: { id: 'announcements.admin.edit', defaultMessage: 'Edit' },
  delete: { id: 'announcements.admin.delete', defaultMessage: 'Delete' },
  deleteConfirm: {
    id: 'announcements.admin.delete_confirm',
    defaultMessage: 'Delete this announcement for everyone?',
  },
  dismiss: { id: 'announcements.admin.dismiss', defaultMessage: 'Dismiss' },
  empty: { id: 'announcements.admin.empty', defaultMessage: 'Write the announcement first.' },
})
