// Every user setting the client reads, with its built-in default. Spec 3 section 9 gives the
// defaults of the first group; the rest are "unset by default and fall back to the instance
// default", so their value here is used only when the instance sets none either.

import type { Visibility } from '../entities/status'

export type StatusDensity = 'comfortable' | 'compact'
export type HighlightType = 'disabled' | 'solid' | 'striped' | 'side'

export interface Highlight {
  type: HighlightType
  color: string
}

export interface NotificationVisibility {
  follows: boolean
  mentions: boolean
  likes: boolean
  repeats: boolean
  moves: boolean
  emojiReactions: boolean
  followRequest: boolean
  polls: boolean
}

export const defaultHighlightColor = '#FFFFFF'

/** A theme as the theme engine stores it: named groups (colours, radii, fonts …) of values. */
export type ThemeData = Record<string, string | number | boolean | Record<string, string | number>>

/** Profile tabs a profile can open on (spec 1 section 2). */
export const profileTabs = [
  'statuses',
  'replies',
  'followees',
  'followers',
  'media',
  'favorites',
] as const
export type ProfileTab = (typeof profileTabs)[number]

export const contentTypes = [
  'text/plain',
  'text/html',
  'text/markdown',
  'text/bbcode',
  'text/x.misskeymarkdown',
] as const

export const builtInSettings = {
  // Spec 3 section 9.
  profile: 'default',
  hideNsfw: true,
  maxThumbnails: 16,
  preloadImage: true,
  loopVideo: true,
  streaming: false,
  emojiReactionsOnTimeline: true,
  replyVisibility: 'all' as 'all' | 'following' | 'self',
  thirdColumnMode: 'notifications' as 'none' | 'notifications' | 'postform',
  notificationVisibility: {
    follows: true,
    mentions: true,
    likes: true,
    repeats: true,
    moves: true,
    emojiReactions: true,
    followRequest: true,
    polls: true,
  } as NotificationVisibility,
  webPushNotifications: false,
  webPushHideIfCW: true,
  muteWords: [] as string[],
  highlight: {} as Record<string, Highlight>,
  hideScopeNotice: false,
  collapseMessageWithSubject: true,
  padEmoji: true,
  userProfileDefaultTab: 'statuses' as ProfileTab,
  useBlurhash: true,
  useContainFit: true,
  playVideosInModal: false,
  useOneClickNsfw: false,
  theme: 'pleroma-dark',
  conversationDisplay: 'linear' as 'linear' | 'tree',
  modalOnBlock: true,
  modalOnDelete: true,
  modalOnLogout: true,
  // Unset in the spec: the instance's default applies, else these.
  modalOnRepeat: false,
  modalOnMute: false,
  modalOnUnfollow: false,
  modalOnApproveFollow: false,
  modalOnDenyFollow: false,
  hidePostStats: false,
  hideUserStats: false,
  hideBotIndication: false,
  translationLanguage: '',
  hideMutedPosts: false,
  hideMutedThreads: true,
  hideFilteredStatuses: false,
  hideThreadsWithBlockedUsers: false,
  hideWordFilteredPosts: false,
  muteBotStatuses: false,
  subjectLineBehavior: 'email' as 'email' | 'masto' | 'noop',
  greentext: false,
  renderMisskeyMarkdown: false,
  renderMfmOnHover: false,
  hideAttachments: false,
  hideAttachmentsInConv: false,
  stopGifs: true,
  loopVideoSilentOnly: true,
  sensitiveByDefault: false,
  sensitiveIfSubject: true,
  alwaysShowSubjectInput: true,
  postContentType: 'text/plain' as string,
  interfaceLanguage: '',
  submitOnEnter: false,
  maxDepthInThread: 6,
  expertLevel: 0 as 0 | 1,
  mentionLinkDisplay: 'short' as 'short' | 'full_for_remote' | 'full',
  mentionLinkShowAvatar: false,
  mentionLinkShowTooltip: true,
  hideInstanceSpecificPanel: false,
  hideSiteFavicon: false,
  hideSiteName: false,
  defaultScope: undefined as Visibility | undefined,
  // The theme engine's data (issue 21 builds the editor): only the export with theme carries it.
  customTheme: undefined as ThemeData | undefined,
  customThemeSource: undefined as ThemeData | undefined,
  colors: {} as Record<string, string>,
  // Not in the spec: how much room a status card takes (issue 15). Comfortable is the default
  // look; compact trades avatar size and padding for more posts on screen.
  statusDensity: 'comfortable' as StatusDensity,
}

export type Settings = typeof builtInSettings
export type SettingName = keyof Settings
