import { defineMessages } from '../../i18n/define-messages'

/** The moderation view's posts tab and the tabs themselves. */
export const staffPostsMessages = defineMessages({
  tabs: { id: 'moderation.tabs', defaultMessage: 'Moderation' },
  reports: { id: 'moderation.tab_reports', defaultMessage: 'Reports' },
  users: { id: 'moderation.tab_users', defaultMessage: 'Accounts' },
  posts: { id: 'moderation.tab_posts', defaultMessage: 'Posts' },
  localOnly: { id: 'moderation.posts.local_only', defaultMessage: 'Local posts only' },
  godmode: {
    id: 'moderation.posts.godmode',
    defaultMessage: 'Include followers-only and direct posts',
  },
  withReblogs: { id: 'moderation.posts.with_reblogs', defaultMessage: 'Include repeats' },
  loading: { id: 'moderation.posts.loading', defaultMessage: 'Loading posts…' },
  error: { id: 'moderation.posts.error', defaultMessage: 'Posts could not be loaded: {error}' },
  none: { id: 'moderation.posts.none', defaultMessage: 'No posts here.' },
  page: { id: 'moderation.posts.page', defaultMessage: 'Page {page}' },
})
