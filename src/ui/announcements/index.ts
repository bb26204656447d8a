// The instance's announcements, as the announcements page and column show them.
export { AnnouncementList } from './AnnouncementList'
