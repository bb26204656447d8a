// Announcements in the state layer: one list per account (polled for the unseen count, read by
// the announcements page and column, changed by stream events and the reader's actions).

export { useAnnouncements, type AnnouncementsView } from './hooks'
export { announcementReactionsOffered } from './rules'
