// The local options the settings screen offers, by section, with the control each takes. The
// values, defaults and validation live in src/settings; this only says how to edit them. An
// `expert` option shows only with the advanced options on (expertLevel 1).
import { contentTypes, profileTabs, type SettingName } from '../../settings/defaults'
import { interfaceLocales, pseudoLocale } from '../../settings/interface-locale'

export type OptionControl =
  | { kind: 'switch' }
  | { kind: 'select'; choices: readonly string[] }
  | { kind: 'number'; min: number; max: number }
  | { kind: 'language' }

export interface OptionSpec {
  name: SettingName
  control: OptionControl
  expert?: boolean
  /** Only editable while this other switch is on. */
  requires?: SettingName
}

export type OptionSectionId =
  | 'interface'
  | 'timelines'
  | 'confirmations'
  | 'posts'
  | 'media'
  | 'composer'
  | 'filtering'
  | 'notificationsLocal'

export interface OptionSection {
  id: OptionSectionId
  options: readonly OptionSpec[]
}

const on: OptionControl = { kind: 'switch' }
const sw = (name: SettingName, extra: Partial<OptionSpec> = {}): OptionSpec => ({
  name,
  control: on,
  ...extra,
})
const pick = (name: SettingName, choices: readonly string[], extra: Partial<OptionSpec> = {}) => ({
  name,
  control: { kind: 'select', choices } as const,
  ...extra,
})

/** The General tab's sections. */
export const generalSections: readonly OptionSection[] = [
  {
    id: 'interface',
    options: [
      { name: 'interfaceLanguage', control: { kind: 'language' } },
      sw('expertLevel'),
      pick('statusDensity', ['comfortable', 'compact']),
      pick('thirdColumnMode', ['none', 'notifications', 'postform']),
      pick('userProfileDefaultTab', profileTabs),
      sw('hideSiteName'),
      sw('hideSiteFavicon'),
      sw('hideInstanceSpecificPanel'),
      sw('hideUserStats'),
    ],
  },
  {
    id: 'timelines',
    options: [
      sw('streaming'),
      pick('replyVisibility', ['all', 'following', 'self']),
      pick('conversationDisplay', ['linear', 'tree']),
      { name: 'maxDepthInThread', control: { kind: 'number', min: 1, max: 50 }, expert: true },
      sw('hidePostStats'),
      sw('emojiReactionsOnTimeline'),
      sw('hideBotIndication'),
    ],
  },
  {
    id: 'posts',
    options: [
      sw('collapseMessageWithSubject'),
      sw('greentext'),
      sw('renderMisskeyMarkdown'),
      sw('renderMfmOnHover', { requires: 'renderMisskeyMarkdown' }),
      pick('mentionLinkDisplay', ['short', 'full_for_remote', 'full']),
      sw('mentionLinkShowTooltip', { expert: true }),
      sw('mentionLinkShowAvatar', { expert: true }),
      { name: 'translationLanguage', control: { kind: 'language' } },
    ],
  },
  {
    id: 'media',
    options: [
      sw('hideAttachments'),
      sw('hideAttachmentsInConv'),
      { name: 'maxThumbnails', control: { kind: 'number', min: 0, max: 100 } },
      sw('hideNsfw'),
      sw('preloadImage', { expert: true }),
      sw('useOneClickNsfw'),
      sw('useBlurhash', { expert: true }),
      sw('useContainFit', { expert: true }),
      sw('stopGifs'),
      sw('playVideosInModal'),
      sw('loopVideo'),
      sw('loopVideoSilentOnly', { requires: 'loopVideo', expert: true }),
    ],
  },
  {
    id: 'composer',
    options: [
      pick('postContentType', contentTypes),
      pick('subjectLineBehavior', ['email', 'masto', 'noop']),
      sw('alwaysShowSubjectInput'),
      sw('sensitiveByDefault'),
      sw('sensitiveIfSubject'),
      sw('hideScopeNotice'),
      sw('padEmoji'),
      sw('submitOnEnter'),
    ],
  },
  {
    id: 'confirmations',
    options: [
      sw('modalOnRepeat'),
      sw('modalOnDelete'),
      sw('modalOnLogout'),
      sw('modalOnBlock'),
      sw('modalOnMute'),
      sw('modalOnUnfollow'),
      sw('modalOnApproveFollow'),
      sw('modalOnDenyFollow'),
    ],
  },
]

/** The filters tab's switches (the mute words and highlights have editors of their own). */
export const filteringSection: OptionSection = {
  id: 'filtering',
  options: [
    sw('muteBotStatuses'),
    sw('hideMutedPosts'),
    sw('hideMutedThreads'),
    sw('hideFilteredStatuses'),
    sw('hideWordFilteredPosts'),
    sw('hideThreadsWithBlockedUsers'),
  ],
}

/** The notifications tab's local switches (the kinds shown are a group of their own). */
export const notificationsSection: OptionSection = {
  id: 'notificationsLocal',
  options: [
    sw('webPushNotifications'),
    sw('webPushHideIfCW', { requires: 'webPushNotifications' }),
  ],
}

/** Interface languages on offer: the browser's (empty), then each the client speaks. */
export const interfaceLanguages: readonly string[] = [
  '',
  ...interfaceLocales,
  // The pseudo-locale shows what escapes the catalogues; development offers it.
  ...(import.meta.env.DEV ? [pseudoLocale] : []),
]
