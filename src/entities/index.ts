/**
 * Client entities and the pure normalisers that build them from wire types (src/api/wire).
 *
 * Shape decision: entities are flat and reference each other by id, so the state layer stores
 * each one once.
 *
 * - Status references its author by `user_id`, the repeated original by `retweeted_status_id`,
 *   the quoted post by `quote_id` and its poll by `poll_id`. Attachments, the card, tags,
 *   mentions (`attentions`, as stubs) and reactions are embedded: nothing else refers to them.
 * - Notification references `from_profile_id`, `status_id`, `target_id`, `report_id`.
 * - Report references `account_id`, `actor_id`, `status_ids` and each note's `user_id`.
 * - User does not embed its relationship: Relationship is its own entity keyed by the user id.
 *
 * Every normaliser takes an `EntityBundle` and appends what it found: the entity itself and
 * every related entity nested in the wire object (a reblog's original, a quote, accounts,
 * polls, relationships from `pleroma.relationship`). It returns the top entity, or `undefined`
 * (with a console warning) when the server data is unusable. Normalisers never throw on bad
 * server data. Ids are always strings; order them with `compareIds`.
 */
export type { EntityBundle } from './bundle.ts'
export type { Captcha } from './captcha.ts'
export { createBundle } from './bundle.ts'
export type { CustomEmoji, Emoji, EmojiReaction } from './emoji.ts'
export type { FederationPolicy, InstanceConfig, PollLimits } from './instance-config.ts'
export type { Attachment, AttachmentKind, AttachmentMeta, Card } from './media.ts'
export type { Announcement, Conversation, List, Tag, TagHistory } from './misc.ts'
export type { Notification, NotificationType } from './notification.ts'
export type { Poll, PollOption } from './poll.ts'
export type { Report, ReportNote, ReportState } from './report.ts'
export type {
  Attention,
  Status,
  StatusEdit,
  StatusSource,
  StatusTag,
  StatusType,
  Translation,
  Visibility,
} from './status.ts'
export type { DmPolicy, Relationship, Role, User, UserField, UserInstance } from './user.ts'

export { compareIds } from './compare-ids.ts'
export {
  isFavouriteReaction,
  normalizeCustomEmojiList,
  normalizeCustomEmojis,
  normalizeEmojiReactions,
  normalizeMisskeyEmojis,
  normalizePleromaEmojiMap,
} from './normalize-emoji.ts'
export {
  assembleInstanceConfig,
  DEFAULT_LANDING,
  DEFAULT_POLL_LIMITS,
  DEFAULT_REDIRECT_ROOT_LOGIN,
  DEFAULT_REDIRECT_ROOT_NO_LOGIN,
  DEFAULT_TEXT_LIMIT,
} from './normalize-instance.ts'
export type { InstancePieces } from './normalize-instance.ts'
export { normalizeCaptcha } from './captcha.ts'
export {
  attachmentKind,
  normalizeAttachment,
  normalizeAttachments,
  normalizeCard,
} from './normalize-media.ts'
export {
  normalizeAnnouncement,
  normalizeConversation,
  normalizeList,
  normalizeSearchResults,
  normalizeStatusHistory,
  normalizeStatusSource,
  normalizeTag,
  normalizeTranslation,
  normalizeTranslationLanguages,
} from './normalize-misc.ts'
export type { SearchResultIds, TranslationLanguage } from './normalize-misc.ts'
export {
  isStatusNotificationType,
  normalizeNotification,
  normalizeNotifications,
} from './normalize-notification.ts'
export { normalizePoll } from './normalize-poll.ts'
export { normalizeReport, normalizeReportList } from './normalize-report.ts'
export { isNsfw, normalizeStatus, normalizeStatuses } from './normalize-status.ts'
export {
  GLOBE_MARKER,
  normalizeAccount,
  normalizeRelationship,
  roleFromRights,
  screenNameUi,
} from './normalize-user.ts'
export {
  dailyPostAverage,
  isExternalUser,
  profileLink,
  RESTRICTED_NICKNAMES,
} from './user-rules.ts'
export type { ProfileLink } from './user-rules.ts'
