import { defineMessages } from '../../i18n/define-messages'

export const navMessages = defineMessages({
  main: { id: 'nav.main', defaultMessage: 'Main navigation' },
  deck: { id: 'nav.deck', defaultMessage: 'Deck' },
  home: { id: 'nav.timeline', defaultMessage: 'Home' },
  local: { id: 'nav.public_tl', defaultMessage: 'Local' },
  federated: { id: 'nav.twkn', defaultMessage: 'Federated' },
  bubble: { id: 'nav.bubble', defaultMessage: 'Bubble' },
  dms: { id: 'nav.dms', defaultMessage: 'Direct messages' },
  notifications: { id: 'nav.notifications', defaultMessage: 'Notifications' },
  notificationsBadge: {
    id: 'nav.notifications_badge',
    defaultMessage: '{count, number}{over, select, yes {+} other {}}',
  },
  notificationsUnseen: {
    id: 'nav.notifications_unseen',
    defaultMessage:
      '{count, plural, =0 {Notifications} one {Notifications, # unseen} other {Notifications, # unseen}}',
  },
  bookmarks: { id: 'nav.bookmarks', defaultMessage: 'Bookmarks' },
  interactions: { id: 'nav.interactions', defaultMessage: 'Interactions' },
  timelines: { id: 'nav.timelines', defaultMessage: 'Timelines' },
  lists: { id: 'nav.lists', defaultMessage: 'Lists' },
  followRequests: { id: 'nav.friend_requests', defaultMessage: 'Follow requests' },
  followRequestsCount: {
    id: 'nav.friend_requests_count',
    defaultMessage: '{count, plural, one {# waiting} other {# waiting}}',
  },
  compose: { id: 'nav.new_post', defaultMessage: 'New post' },
  search: { id: 'nav.search', defaultMessage: 'Search' },
  searchPlaceholder: { id: 'nav.search_placeholder', defaultMessage: 'Search people, posts, tags' },
  about: { id: 'nav.about', defaultMessage: 'About' },
  whoToFollow: { id: 'nav.who_to_follow', defaultMessage: 'Who to follow' },
  announcements: { id: 'nav.announcements', defaultMessage: 'Announcements' },
  announcementsUnread: {
    id: 'nav.announcements_unread',
    defaultMessage: '{count, plural, one {# unread} other {# unread}}',
  },
  administration: { id: 'nav.administration', defaultMessage: 'Administration' },
  login: { id: 'nav.login', defaultMessage: 'Log in' },
  openMenu: { id: 'nav.open_menu', defaultMessage: 'Open the menu' },
  closeMenu: { id: 'nav.close_menu', defaultMessage: 'Close the menu' },
  closeNotifications: { id: 'nav.close_notifications', defaultMessage: 'Close the notifications' },
  drawer: { id: 'nav.drawer', defaultMessage: 'Menu' },
  shortcuts: { id: 'nav.shortcuts', defaultMessage: 'Keyboard shortcuts: press ?' },
  siteHome: { id: 'nav.site_home', defaultMessage: '{name}, go to the deck' },
})
