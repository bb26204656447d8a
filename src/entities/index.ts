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
export type { Captcha } from './captcha.ts'
export type { CustomEmoji, Emoji, EmojiReaction } from './emoji.ts'
export type { FederationPolicy, InstanceConfig } from './instance-config.ts'
export type { Attachment, Card } from './media.ts'
export type { List } from './misc.ts'
export type { Poll } from './poll.ts'
export type { Attention, Status, StatusEdit, StatusSource, Visibility } from './status.ts'
export type { Relationship, User } from './user.ts'
export { assembleInstanceConfig } from './normalize-instance.ts'
export type { InstancePieces } from './normalize-instance.ts'
export { normalizeCaptcha } from './captcha.ts'
