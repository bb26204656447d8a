import { toUnicode } from 'punycode/'
import type { ApiAccount, ApiField, ApiRelationship } from '../api/wire/index.ts'
import type { EntityBundle } from './bundle.ts'
import {
  arr,
  bool,
  idOrNull,
  isRecord,
  nonEmpty,
  num,
  numOrNull,
  record,
  str,
  strings,
  url,
  urlOrNull,
  warnBadData,
} from './coerce.ts'
import { normalizeCustomEmojis } from './normalize-emoji.ts'
import { addEmojis, escapeHtml, htmlToText } from './text.ts'
import type { DmPolicy, Relationship, Role, User, UserField } from './user.ts'

/** Shown before a host that punycode turned into unicode, so look-alike hosts can be told apart. */
export const GLOBE_MARKER = '🌏'

const VISIBILITIES = new Set<string>(['public', 'unlisted', 'private', 'direct', 'local', 'list'])
const DM_POLICIES = new Set<string>(['everybody', 'people_i_follow', 'nobody'])

/** `bob@xn--lin-6cd.com` → `bob@🌏lаin.com`; ASCII hosts and local names are unchanged. */
export function screenNameUi(screenName: string): string {
  const at = screenName.indexOf('@')
  if (at < 0) return screenName
  const host = screenName.slice(at + 1)
  if (!host.includes('xn--')) return screenName
  let unicode: string
  try {
    unicode = toUnicode(host)
  } catch {
    return screenName
  }
  // A malformed label can decode to nothing: show the raw host then.
  return unicode === host || unicode === '' || unicode.endsWith('.')
    ? screenName
    : `${screenName.slice(0, at)}@${GLOBE_MARKER}${unicode}`
}

/** Admin, else moderator, else member. */
export function roleFromRights(rights: { admin: boolean; moderator: boolean }): Role {
  if (rights.admin) return 'admin'
  if (rights.moderator) return 'moderator'
  return 'member'
}

function rightsOf(raw: ApiAccount): { admin: boolean; moderator: boolean } {
  const pleroma = record(raw.pleroma)
  // Legacy (old Pleroma / TwitterAPI) form: moderator comes from the delete-others-notice right.
  const legacy = isRecord(pleroma.rights) ? pleroma.rights : record(raw.rights)
  const roles = record(raw.roles)
  return {
    admin: bool(pleroma.is_admin) || bool(roles.admin) || bool(legacy.admin),
    moderator:
      bool(pleroma.is_moderator) || bool(roles.moderator) || bool(legacy.delete_others_notice),
  }
}

function fieldsOf(list: readonly ApiField[] | null | undefined): UserField[] {
  const out: UserField[] = []
  for (const field of arr(list)) {
    if (!isRecord(field)) continue
    out.push({
      name: str(field.name),
      value: str(field.value),
      verified_at: nonEmpty(field.verified_at),
    })
  }
  return out
}

export function normalizeRelationship(
  raw: ApiRelationship,
  fallbackId?: string,
): Relationship | undefined {
  if (!isRecord(raw)) return undefined
  const id = idOrNull(raw.id) ?? fallbackId ?? null
  // `{}` is what anonymous viewers get: no relationship to store.
  if (id === null || !('following' in raw)) return undefined
  return {
    id,
    following: bool(raw.following),
    followed_by: bool(raw.followed_by),
    blocking: bool(raw.blocking),
    blocked_by: bool(raw.blocked_by),
    requested: bool(raw.requested),
    requested_by: bool(raw.requested_by),
    muting: bool(raw.muting),
    muting_notifications: bool(raw.muting_notifications),
    subscribing: bool(raw.subscribing) || bool(raw.notifying),
    showing_reblogs: bool(raw.showing_reblogs, true),
    domain_blocking: bool(raw.domain_blocking),
    endorsed: bool(raw.endorsed),
    note: str(raw.note),
  }
}

/**
 * Account → User. Appends the user, its relationship (when the server embedded one) and the
 * account it moved to. Returns undefined, with a warning, when there is no id or handle.
 */
export function normalizeAccount(raw: ApiAccount, into: EntityBundle, depth = 0): User | undefined {
  if (!isRecord(raw)) {
    warnBadData('account is not an object', raw)
    return undefined
  }
  const id = idOrNull(raw.id)
  const screenName = str(raw.acct) || str(raw.username) || str(raw.nickname)
  if (id === null || screenName === '') {
    warnBadData('account without id or handle skipped', raw)
    return undefined
  }
  const pleroma = record(raw.pleroma)
  const akkoma = record(raw.akkoma)
  const source = record(raw.source)
  const sourcePleroma = record(source.pleroma)
  const emoji = normalizeCustomEmojis(raw.emojis)
  const name = str(raw.display_name) || str(raw.username) || screenName
  const fields = fieldsOf(raw.fields)
  const rights = rightsOf(raw)
  const instance = record(akkoma.instance)
  const instanceName = str(instance.name)
  const nodeinfo = record(instance.nodeinfo)
  const software = isRecord(nodeinfo.software) ? nonEmpty(nodeinfo.software.name) : null
  const privacy = str(source.privacy)
  const dmPolicy = str(raw.accepts_direct_messages_from)
  const note = str(raw.note)
  const avatar = url(raw.avatar)
  let movedToId: string | null = null
  // A moved account names its successor; the cap guards against hostile nesting.
  if (isRecord(raw.moved) && depth < 2) {
    movedToId = normalizeAccount(raw.moved, into, depth + 1)?.id ?? null
  }

  const user: User = {
    id,
    screen_name: screenName,
    screen_name_ui: screenNameUi(screenName),
    fqn: str(raw.fqn) || screenName,
    statusnet_profile_url: url(raw.url) || url(pleroma.ap_id),
    ap_id: nonEmpty(pleroma.ap_id),
    name,
    name_html: addEmojis(escapeHtml(name), emoji),
    // Old Pleroma sends an empty source.note for other people's accounts.
    description: nonEmpty(source.note) ?? htmlToText(note),
    description_html: addEmojis(note, emoji),
    fields,
    source_fields: fieldsOf(source.fields),
    fields_html: fields.map((f) => ({
      name: addEmojis(escapeHtml(f.name), emoji),
      value: addEmojis(f.value, emoji),
      verified_at: f.verified_at,
    })),
    fields_text: fields.map((f) => ({
      name: htmlToText(f.name),
      value: htmlToText(f.value),
      verified_at: f.verified_at,
    })),
    profile_image_url: url(raw.avatar_static) || avatar,
    profile_image_url_original: avatar,
    cover_photo: url(raw.header),
    friends_count: num(raw.following_count),
    followers_count: num(raw.followers_count),
    statuses_count: num(raw.statuses_count),
    bot: bool(raw.bot) || str(sourcePleroma.actor_type) === 'Service',
    locked: bool(raw.locked) || bool(raw.is_locked),
    created_at: str(raw.created_at),
    last_status_at: nonEmpty(raw.last_status_at),
    background_image: urlOrNull(pleroma.background_image),
    favicon: urlOrNull(pleroma.favicon) ?? urlOrNull(instance.favicon),
    hide_follows: bool(pleroma.hide_follows),
    hide_followers: bool(pleroma.hide_followers),
    hide_follows_count: bool(pleroma.hide_follows_count),
    hide_followers_count: bool(pleroma.hide_followers_count),
    hide_favorites: bool(pleroma.hide_favorites, true),
    allow_following_move: bool(pleroma.allow_following_move),
    default_scope: VISIBILITIES.has(privacy) ? (privacy as User['default_scope']) : null,
    no_rich_text: bool(sourcePleroma.no_rich_text),
    default_nsfw: bool(source.sensitive),
    show_role: bool(sourcePleroma.show_role, true),
    discoverable: bool(sourcePleroma.discoverable) || bool(raw.discoverable),
    tags: pleroma.tags !== undefined ? strings(pleroma.tags) : strings(raw.tags),
    // Pleroma 2.3 replaced `deactivated` with `is_active`; prefer the newer key when present.
    deactivated:
      typeof pleroma.is_active === 'boolean'
        ? !pleroma.is_active
        : typeof raw.is_active === 'boolean'
          ? !raw.is_active
          : bool(pleroma.deactivated),
    notification_settings: {
      block_from_strangers: bool(record(pleroma.notification_settings).block_from_strangers),
      hide_notification_contents: bool(
        record(pleroma.notification_settings).hide_notification_contents,
      ),
    },
    rights,
    role: roleFromRights(rights),
    is_local: !screenName.includes('@'),
    instance:
      instanceName !== ''
        ? { name: instanceName, favicon: urlOrNull(instance.favicon), software }
        : null,
    status_ttl_days: numOrNull(akkoma.status_ttl_days),
    permit_followback: bool(akkoma.permit_followback),
    follow_request_count: num(raw.follow_requests_count),
    accepts_direct_messages_from: DM_POLICIES.has(dmPolicy) ? (dmPolicy as DmPolicy) : null,
    also_known_as: strings(pleroma.also_known_as),
    emoji,
    unread_notifications_count: num(pleroma.unread_notifications_count),
    moved_to_id: movedToId,
  }
  into.users.push(user)
  if (isRecord(pleroma.relationship)) {
    const relationship = normalizeRelationship(pleroma.relationship, id)
    if (relationship) into.relationships.push(relationship)
  }
  return user
}
