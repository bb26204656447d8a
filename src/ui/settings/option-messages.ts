import { defineMessages, type MessageDescriptor } from '../../i18n/define-messages'
import type { SettingName } from '../../settings/defaults'
import type { OptionSectionId } from './option-catalogue'

/** The label of every option the settings screen edits. */
export const optionLabels: Partial<Record<SettingName, MessageDescriptor>> = defineMessages({
  interfaceLanguage: {
    id: 'settings.option.interface_language',
    defaultMessage: 'Interface language',
  },
  expertLevel: { id: 'settings.option.expert_level', defaultMessage: 'Show advanced settings' },
  statusDensity: { id: 'settings.option.status_density', defaultMessage: 'Post density' },
  thirdColumnMode: {
    id: 'settings.option.third_column_mode',
    defaultMessage: 'Third column on wide screens',
  },
  userProfileDefaultTab: {
    id: 'settings.option.user_profile_default_tab',
    defaultMessage: 'Profiles open on',
  },
  hideSiteName: {
    id: 'settings.option.hide_site_name',
    defaultMessage: 'Hide the instance name in the top bar',
  },
  hideSiteFavicon: {
    id: 'settings.option.hide_site_favicon',
    defaultMessage: 'Hide the instance icon in the top bar',
  },
  hideInstanceSpecificPanel: {
    id: 'settings.option.hide_instance_specific_panel',
    defaultMessage: "Hide the instance's own panel on the about page",
  },
  hideUserStats: {
    id: 'settings.option.hide_user_stats',
    defaultMessage: 'Hide user statistics (followers, posts a day)',
  },
  streaming: { id: 'settings.option.streaming', defaultMessage: 'Live updates in every column' },
  replyVisibility: {
    id: 'settings.option.reply_visibility',
    defaultMessage: 'Replies shown in timelines',
  },
  conversationDisplay: {
    id: 'settings.option.conversation_display',
    defaultMessage: 'Threads show as',
  },
  maxDepthInThread: {
    id: 'settings.option.max_depth_in_thread',
    defaultMessage: 'Reply depth shown before folding a thread',
  },
  hidePostStats: {
    id: 'settings.option.hide_post_stats',
    defaultMessage: 'Hide post statistics (favourite and repeat counts)',
  },
  emojiReactionsOnTimeline: {
    id: 'settings.option.emoji_reactions_on_timeline',
    defaultMessage: 'Show emoji reactions in timelines',
  },
  hideBotIndication: {
    id: 'settings.option.hide_bot_indication',
    defaultMessage: 'Hide the bot mark',
  },
  collapseMessageWithSubject: {
    id: 'settings.option.collapse_message_with_subject',
    defaultMessage: 'Collapse posts with a content warning',
  },
  greentext: {
    id: 'settings.option.greentext',
    defaultMessage: 'Greentext (lines starting with >)',
  },
  renderMisskeyMarkdown: {
    id: 'settings.option.render_misskey_markdown',
    defaultMessage: 'Render Misskey markdown',
  },
  renderMfmOnHover: {
    id: 'settings.option.render_mfm_on_hover',
    defaultMessage: 'Animate Misskey markdown only under the pointer',
  },
  mentionLinkDisplay: {
    id: 'settings.option.mention_link_display',
    defaultMessage: 'Mentions show as',
  },
  mentionLinkShowTooltip: {
    id: 'settings.option.mention_link_show_tooltip',
    defaultMessage: 'Full handle of a mention on hover',
  },
  mentionLinkShowAvatar: {
    id: 'settings.option.mention_link_show_avatar',
    defaultMessage: 'Avatar beside mentions',
  },
  translationLanguage: {
    id: 'settings.option.translation_language',
    defaultMessage: 'Translate posts into',
  },
  hideAttachments: {
    id: 'settings.option.hide_attachments',
    defaultMessage: 'Hide media in timelines',
  },
  hideAttachmentsInConv: {
    id: 'settings.option.hide_attachments_in_conv',
    defaultMessage: 'Hide media in threads',
  },
  maxThumbnails: { id: 'settings.option.max_thumbnails', defaultMessage: 'Media shown per post' },
  hideNsfw: { id: 'settings.option.hide_nsfw', defaultMessage: 'Hide sensitive media' },
  preloadImage: { id: 'settings.option.preload_image', defaultMessage: 'Load hidden images ahead' },
  useOneClickNsfw: {
    id: 'settings.option.use_one_click_nsfw',
    defaultMessage: 'Open sensitive media in one click',
  },
  useBlurhash: {
    id: 'settings.option.use_blurhash',
    defaultMessage: 'Blurred previews of hidden media',
  },
  useContainFit: {
    id: 'settings.option.use_contain_fit',
    defaultMessage: "Don't crop media previews",
  },
  stopGifs: {
    id: 'settings.option.stop_gifs',
    defaultMessage: 'Animate GIFs only under the pointer',
  },
  playVideosInModal: {
    id: 'settings.option.play_videos_in_modal',
    defaultMessage: 'Play videos in the media viewer',
  },
  loopVideo: { id: 'settings.option.loop_video', defaultMessage: 'Loop videos' },
  loopVideoSilentOnly: {
    id: 'settings.option.loop_video_silent_only',
    defaultMessage: 'Loop only silent videos (like GIFs)',
  },
  postContentType: {
    id: 'settings.option.post_content_type',
    defaultMessage: 'Default post format',
  },
  subjectLineBehavior: {
    id: 'settings.option.subject_line_behavior',
    defaultMessage: 'Content warning of a reply',
  },
  alwaysShowSubjectInput: {
    id: 'settings.option.always_show_subject_input',
    defaultMessage: 'Always show the content warning field',
  },
  sensitiveByDefault: {
    id: 'settings.option.sensitive_by_default',
    defaultMessage: 'Mark my media sensitive by default',
  },
  sensitiveIfSubject: {
    id: 'settings.option.sensitive_if_subject',
    defaultMessage: 'Mark media sensitive when the post has a content warning',
  },
  hideScopeNotice: {
    id: 'settings.option.hide_scope_notice',
    defaultMessage: 'Hide the visibility notice in the composer',
  },
  padEmoji: { id: 'settings.option.pad_emoji', defaultMessage: 'Put spaces around inserted emoji' },
  submitOnEnter: {
    id: 'settings.option.submit_on_enter',
    defaultMessage: 'Post with Enter (Shift+Enter for a new line)',
  },
  modalOnRepeat: { id: 'settings.option.modal_on_repeat', defaultMessage: 'Ask before repeating' },
  modalOnDelete: {
    id: 'settings.option.modal_on_delete',
    defaultMessage: 'Ask before deleting a post',
  },
  modalOnLogout: {
    id: 'settings.option.modal_on_logout',
    defaultMessage: 'Ask before signing out',
  },
  modalOnBlock: { id: 'settings.option.modal_on_block', defaultMessage: 'Ask before blocking' },
  modalOnMute: { id: 'settings.option.modal_on_mute', defaultMessage: 'Ask before muting' },
  modalOnUnfollow: {
    id: 'settings.option.modal_on_unfollow',
    defaultMessage: 'Ask before unfollowing',
  },
  modalOnApproveFollow: {
    id: 'settings.option.modal_on_approve_follow',
    defaultMessage: 'Ask before approving a follow request',
  },
  modalOnDenyFollow: {
    id: 'settings.option.modal_on_deny_follow',
    defaultMessage: 'Ask before denying a follow request',
  },
  muteBotStatuses: {
    id: 'settings.option.mute_bot_statuses',
    defaultMessage: 'Mute posts of bots',
  },
  hideMutedPosts: {
    id: 'settings.option.hide_muted_posts',
    defaultMessage: 'Hide posts of muted users entirely',
  },
  hideMutedThreads: {
    id: 'settings.option.hide_muted_threads',
    defaultMessage: 'Hide muted threads entirely',
  },
  hideFilteredStatuses: {
    id: 'settings.option.hide_filtered_statuses',
    defaultMessage: 'Hide every muted or filtered post entirely',
  },
  hideWordFilteredPosts: {
    id: 'settings.option.hide_word_filtered_posts',
    defaultMessage: 'Hide posts with muted words entirely',
  },
  hideThreadsWithBlockedUsers: {
    id: 'settings.option.hide_threads_with_blocked_users',
    defaultMessage: 'Hide posts that mention blocked or muted users',
  },
  webPushNotifications: {
    id: 'settings.option.web_push_notifications',
    defaultMessage: 'Push notifications when the client is closed',
  },
  webPushHideIfCW: {
    id: 'settings.option.web_push_hide_if_cw',
    defaultMessage: 'Hide the text of pushed posts behind a content warning',
  },
})

export const sectionTitles: Record<OptionSectionId, MessageDescriptor> = defineMessages({
  interface: { id: 'settings.section.interface', defaultMessage: 'Interface' },
  timelines: { id: 'settings.section.timelines', defaultMessage: 'Timelines' },
  posts: { id: 'settings.section.posts', defaultMessage: 'Reading posts' },
  media: { id: 'settings.section.media', defaultMessage: 'Media' },
  composer: { id: 'settings.section.composer', defaultMessage: 'Writing' },
  confirmations: { id: 'settings.section.confirmations', defaultMessage: 'Confirmations' },
  filtering: { id: 'settings.section.filtering', defaultMessage: 'Muted and filtered posts' },
  notificationsLocal: { id: 'settings.section.push', defaultMessage: 'Push notifications' },
})

/** Labels of the choices of every select option, by option then value. */
export const choiceLabels: Record<string, Record<string, MessageDescriptor>> = {
  statusDensity: defineMessages({
    comfortable: { id: 'settings.choice.density.comfortable', defaultMessage: 'Comfortable' },
    compact: { id: 'settings.choice.density.compact', defaultMessage: 'Compact' },
  }),
  thirdColumnMode: defineMessages({
    none: { id: 'settings.choice.third_column.none', defaultMessage: 'None' },
    notifications: {
      id: 'settings.choice.third_column.notifications',
      defaultMessage: 'Notifications',
    },
    postform: { id: 'settings.choice.third_column.postform', defaultMessage: 'The composer' },
  }),
  userProfileDefaultTab: defineMessages({
    statuses: { id: 'settings.choice.profile_tab.statuses', defaultMessage: 'Posts' },
    replies: { id: 'settings.choice.profile_tab.replies', defaultMessage: 'Posts and replies' },
    followees: { id: 'settings.choice.profile_tab.followees', defaultMessage: 'Following' },
    followers: { id: 'settings.choice.profile_tab.followers', defaultMessage: 'Followers' },
    media: { id: 'settings.choice.profile_tab.media', defaultMessage: 'Media' },
    favorites: { id: 'settings.choice.profile_tab.favorites', defaultMessage: 'Favourites' },
  }),
  replyVisibility: defineMessages({
    all: { id: 'settings.choice.reply_visibility.all', defaultMessage: 'All replies' },
    following: {
      id: 'settings.choice.reply_visibility.following',
      defaultMessage: 'Replies to me or to people I follow',
    },
    self: { id: 'settings.choice.reply_visibility.self', defaultMessage: 'Replies to me only' },
  }),
  conversationDisplay: defineMessages({
    linear: { id: 'settings.choice.conversation.linear', defaultMessage: 'A list' },
    tree: { id: 'settings.choice.conversation.tree', defaultMessage: 'A tree' },
  }),
  mentionLinkDisplay: defineMessages({
    short: { id: 'settings.choice.mention.short', defaultMessage: 'Name only (@name)' },
    full_for_remote: {
      id: 'settings.choice.mention.full_for_remote',
      defaultMessage: 'Full handle for remote users',
    },
    full: { id: 'settings.choice.mention.full', defaultMessage: 'Full handle (@name@instance)' },
  }),
  postContentType: defineMessages({
    'text/plain': { id: 'settings.choice.content_type.plain', defaultMessage: 'Plain text' },
    'text/html': { id: 'settings.choice.content_type.html', defaultMessage: 'HTML' },
    'text/markdown': { id: 'settings.choice.content_type.markdown', defaultMessage: 'Markdown' },
    'text/bbcode': { id: 'settings.choice.content_type.bbcode', defaultMessage: 'BBCode' },
    'text/x.misskeymarkdown': {
      id: 'settings.choice.content_type.mfm',
      defaultMessage: 'Misskey markdown',
    },
  }),
  subjectLineBehavior: defineMessages({
    email: {
      id: 'settings.choice.subject.email',
      defaultMessage: 'Copy it, with "re:" (like email)',
    },
    masto: { id: 'settings.choice.subject.masto', defaultMessage: 'Copy it as it is' },
    noop: { id: 'settings.choice.subject.noop', defaultMessage: "Don't copy it" },
  }),
}
