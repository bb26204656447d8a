import { defineMessages, type MessageDescriptor } from '../../i18n/define-messages'
import type { ServerSideName } from '../../state/account-settings'

export const serverSideLabels: Record<ServerSideName, MessageDescriptor> = defineMessages({
  defaultScope: {
    id: 'settings.server.default_scope',
    defaultMessage: 'Default visibility of posts',
  },
  defaultNSFW: {
    id: 'settings.server.default_nsfw',
    defaultMessage: 'Mark my media sensitive (on the server)',
  },
  stripRichContent: {
    id: 'settings.server.strip_rich_content',
    defaultMessage: 'Strip rich text from posts of others I receive',
  },
  locked: {
    id: 'settings.server.locked',
    defaultMessage: 'Approve followers by hand (locked account)',
  },
  allowFollowingMove: {
    id: 'settings.server.allow_following_move',
    defaultMessage: 'Follow accounts I follow when they move',
  },
  discoverable: {
    id: 'settings.server.discoverable',
    defaultMessage: 'Let search engines and directories find my account',
  },
  hideFavorites: { id: 'settings.server.hide_favorites', defaultMessage: 'Hide my favourites' },
  hideFollowers: { id: 'settings.server.hide_followers', defaultMessage: 'Hide who follows me' },
  hideFollows: { id: 'settings.server.hide_follows', defaultMessage: 'Hide whom I follow' },
  hideFollowersCount: {
    id: 'settings.server.hide_followers_count',
    defaultMessage: 'Hide how many follow me',
  },
  hideFollowsCount: {
    id: 'settings.server.hide_follows_count',
    defaultMessage: 'Hide how many I follow',
  },
  webPushHideContents: {
    id: 'settings.server.web_push_hide_contents',
    defaultMessage: 'Hide the content of push notifications',
  },
  blockNotificationsFromStrangers: {
    id: 'settings.server.block_notifications_from_strangers',
    defaultMessage: "Block notifications from people I don't follow",
  },
})

export const serverSideMessages = defineMessages({
  pending: { id: 'settings.server.pending', defaultMessage: 'Saving on the server…' },
  failed: {
    id: 'settings.server.failed',
    defaultMessage: 'The server did not take the change; the old value is back.',
  },
})
