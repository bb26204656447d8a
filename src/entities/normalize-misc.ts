import type {
  ApiAnnouncement,
  ApiConversation,
  ApiList,
  ApiSearchResults,
  ApiStatusEdit,
  ApiStatusSource,
  ApiTag,
  ApiTranslation,
  ApiTranslationLanguages,
} from '../api/wire/index.ts'
import type { EntityBundle } from './bundle.ts'
import {
  arr,
  bool,
  idOrNull,
  isPlainObject,
  isRecord,
  nonEmpty,
  num,
  record,
  str,
  urlOrNull,
  warnBadData,
} from './coerce.ts'
import type {
  Announcement,
  AnnouncementReaction,
  Conversation,
  List,
  Tag,
  TagHistory,
} from './misc.ts'
import { normalizeCustomEmojis } from './normalize-emoji.ts'
import { normalizeAttachments } from './normalize-media.ts'
import { normalizeStatus } from './normalize-status.ts'
import { normalizeAccount } from './normalize-user.ts'
import type { StatusEdit, StatusSource, Translation } from './status.ts'

// Akkoma renders announcement times as naive UTC ("2022-03-09T02:13:05"), which Date.parse
// would read as local time: mark them as UTC.
const NAIVE_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/

function utc(value: unknown): string | null {
  const text = nonEmpty(value)
  return text !== null && NAIVE_DATETIME.test(text) ? `${text}Z` : text
}

export function normalizeAnnouncement(raw: ApiAnnouncement): Announcement | undefined {
  const id = isRecord(raw) ? idOrNull(raw.id) : null
  if (!isRecord(raw) || id === null) {
    warnBadData('announcement without id skipped', raw)
    return undefined
  }
  return {
    id,
    content: str(raw.content),
    raw_content: nonEmpty(record(raw.pleroma).raw_content),
    starts_at: utc(raw.starts_at),
    ends_at: utc(raw.ends_at),
    all_day: bool(raw.all_day),
    published_at: utc(raw.published_at) ?? '',
    updated_at: utc(raw.updated_at),
    read: bool(raw.read),
    inactive: false,
    emojis: normalizeCustomEmojis(raw.emojis),
    reactions: announcementReactions(raw.reactions),
  }
}

function announcementReactions(list: ApiAnnouncement['reactions']): AnnouncementReaction[] {
  const out: AnnouncementReaction[] = []
  for (const item of arr(list)) {
    if (!isRecord(item)) continue
    const name = str(item.name)
    const count = Math.max(0, Math.floor(num(item.count)))
    if (name === '' || count === 0) continue
    out.push({ name, count, me: bool(item.me), url: urlOrNull(item.url) })
  }
  return out
}

export function normalizeList(raw: ApiList): List | undefined {
  const id = isRecord(raw) ? idOrNull(raw.id) : null
  if (!isRecord(raw) || id === null) {
    warnBadData('list without id skipped', raw)
    return undefined
  }
  return { id, title: str(raw.title), account_ids: null }
}

/** A tag; search results on some servers are bare names. */
export function normalizeTag(raw: ApiTag | string): Tag | undefined {
  if (typeof raw === 'string') {
    return raw === '' ? undefined : { name: raw, url: '', following: false, history: [] }
  }
  if (!isRecord(raw) || str(raw.name) === '') {
    warnBadData('tag without name skipped', raw)
    return undefined
  }
  const history: TagHistory[] = []
  for (const entry of arr(raw.history)) {
    if (!isRecord(entry)) continue
    history.push({ day: num(entry.day), uses: num(entry.uses), accounts: num(entry.accounts) })
  }
  return { name: str(raw.name), url: str(raw.url), following: bool(raw.following), history }
}

/** A DM conversation, appending its participants and last status. */
export function normalizeConversation(
  raw: ApiConversation,
  into: EntityBundle,
): Conversation | undefined {
  const id = isRecord(raw) ? idOrNull(raw.id) : null
  if (!isRecord(raw) || id === null) {
    warnBadData('conversation without id skipped', raw)
    return undefined
  }
  const accountIds: string[] = []
  for (const account of arr(raw.accounts)) {
    const user = normalizeAccount(account, into)
    if (user) accountIds.push(user.id)
  }
  const last = isRecord(raw.last_status) ? normalizeStatus(raw.last_status, into) : undefined
  return { id, account_ids: accountIds, unread: bool(raw.unread), last_status_id: last?.id ?? null }
}

export function normalizeStatusSource(raw: ApiStatusSource): StatusSource | undefined {
  if (!isRecord(raw)) {
    warnBadData('status source is not an object', raw)
    return undefined
  }
  return {
    id: idOrNull(raw.id) ?? '',
    text: str(raw.text),
    spoiler_text: str(raw.spoiler_text),
    content_type: str(raw.content_type, 'text/plain'),
  }
}

/** GET .../history, oldest first as the server sends it; authors appended to the bundle. */
export function normalizeStatusHistory(
  list: readonly ApiStatusEdit[],
  into: EntityBundle,
): StatusEdit[] {
  const out: StatusEdit[] = []
  for (const raw of arr(list)) {
    if (!isRecord(raw)) continue
    const user = isRecord(raw.account) ? normalizeAccount(raw.account, into) : undefined
    if (!user) {
      warnBadData('status edit without author skipped', raw)
      continue
    }
    const options: string[] = []
    for (const option of arr(record(raw.poll).options)) {
      if (isRecord(option)) options.push(str(option.title))
    }
    out.push({
      user_id: user.id,
      raw_html: str(raw.content),
      summary: str(raw.spoiler_text),
      nsfw: bool(raw.sensitive),
      created_at: str(raw.created_at),
      attachments: normalizeAttachments(raw.media_attachments),
      emojis: normalizeCustomEmojis(raw.emojis),
      poll_options: options,
    })
  }
  return out
}

/** Akkoma's `{detected_language, text}` or Mastodon's `{detected_source_language, content}`. */
export function normalizeTranslation(raw: ApiTranslation): Translation | undefined {
  if (!isRecord(raw)) return undefined
  const text = nonEmpty(raw.text) ?? nonEmpty(raw.content)
  if (text === null) {
    warnBadData('translation without text', raw)
    return undefined
  }
  return {
    detected_language: str(raw.detected_language) || str(raw.detected_source_language),
    text,
  }
}

export interface SearchResultIds {
  accountIds: string[]
  statusIds: string[]
  hashtags: Tag[]
}

/** GET /api/v2/search: accounts and statuses go to the bundle, hashtags come back whole. */
export function normalizeSearchResults(raw: ApiSearchResults, into: EntityBundle): SearchResultIds {
  const result: SearchResultIds = { accountIds: [], statusIds: [], hashtags: [] }
  if (!isRecord(raw)) {
    warnBadData('search results are not an object', raw)
    return result
  }
  for (const account of arr(raw.accounts)) {
    const user = normalizeAccount(account, into)
    if (user) result.accountIds.push(user.id)
  }
  for (const item of arr(raw.statuses)) {
    const status = normalizeStatus(item, into)
    if (status) result.statusIds.push(status.id)
  }
  for (const item of arr(raw.hashtags)) {
    const tag = normalizeTag(item)
    if (tag) result.hashtags.push(tag)
  }
  return result
}

export interface TranslationLanguage {
  code: string
  name: string
}

/** GET /api/v1/akkoma/translation/languages → source and target languages (code, name). */
export function normalizeTranslationLanguages(raw: ApiTranslationLanguages): {
  source: TranslationLanguage[]
  target: TranslationLanguage[]
} {
  const read = (list: readonly unknown[] | undefined): TranslationLanguage[] => {
    const out: TranslationLanguage[] = []
    for (const item of arr(list)) {
      if (isPlainObject(item) && str(item.code) !== '') {
        out.push({ code: str(item.code), name: str(item.name) || str(item.code) })
      }
    }
    return out
  }
  const body = record(raw)
  return { source: read(body.source), target: read(body.target) }
}
