import type { ApiEmoji, ApiEmojiReaction } from '../api/wire/index.ts'
import type { ApiMisskeyEmojis, ApiPleromaEmojiMap } from '../api/wire/index.ts'
import {
  arr,
  bool,
  idOrNull,
  isRecord,
  nonEmpty,
  num,
  str,
  strings,
  url,
  urlOrNull,
} from './coerce.ts'
import type { CustomEmoji, Emoji, EmojiReaction } from './emoji.ts'

export function normalizeCustomEmojis(list: readonly ApiEmoji[] | null | undefined): CustomEmoji[] {
  const out: CustomEmoji[] = []
  for (const item of arr(list)) {
    if (!isRecord(item)) continue
    const shortcode = str(item.shortcode)
    const link = url(item.url)
    if (shortcode === '' || link === '') continue
    out.push({ shortcode, url: link, static_url: url(item.static_url) || link })
  }
  return out
}

/** Reactions that mean "favourite" on Misskey-flavoured hosts (spec 2 §3). */
const FAVOURITE_REACTIONS = new Set(['❤', '❤️', '♥', '♥️', '⭐', '★', '🌟'])

export function isFavouriteReaction(name: string): boolean {
  return FAVOURITE_REACTIONS.has(name)
}

export interface SplitReactions {
  reactions: EmojiReaction[]
  /** Sum of the heart and star reaction counts, to be added to fave_num. */
  favouriteCount: number
}

/** Heart and star reactions are counted as favourites and removed from the list. */
export function normalizeEmojiReactions(
  list: readonly ApiEmojiReaction[] | null | undefined,
): SplitReactions {
  const reactions: EmojiReaction[] = []
  let favouriteCount = 0
  for (const item of arr(list)) {
    if (!isRecord(item)) continue
    const name = str(item.name)
    if (name === '') continue
    const count = Math.max(0, num(item.count))
    if (isFavouriteReaction(name)) {
      favouriteCount += count
      continue
    }
    const accountIds: string[] = []
    for (const id of arr(item.account_ids)) {
      const value = idOrNull(id)
      if (value !== null) accountIds.push(value)
    }
    reactions.push({
      name,
      count,
      me: bool(item.me),
      url: urlOrNull(item.url),
      account_ids: accountIds,
    })
  }
  return { reactions, favouriteCount }
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i
const TRAILING_SLASHES = /\/+$/

function absolute(server: string, url: string): string {
  if (HAS_SCHEME.test(url)) return url
  return server.replace(TRAILING_SLASHES, '') + (url.startsWith('/') ? url : `/${url}`)
}

/** GET /api/v1/pleroma/emoji: image urls are path-relative, prefixed with the server. */
export function normalizePleromaEmojiMap(map: ApiPleromaEmojiMap, server: string): Emoji[] {
  const out: Emoji[] = []
  if (!isRecord(map)) return out
  for (const [shortcode, value] of Object.entries(map)) {
    if (!isRecord(value)) continue
    const imageUrl = url(value.image_url)
    if (imageUrl === '') continue
    out.push({
      displayText: shortcode,
      replacement: `:${shortcode}:`,
      imageUrl: absolute(server, imageUrl),
      tags: strings(value.tags),
    })
  }
  return out
}

/** GET /api/v1/custom_emojis (Mastodon form). The category, when set, is the group. */
export function normalizeCustomEmojiList(list: readonly ApiEmoji[] | null | undefined): Emoji[] {
  const out: Emoji[] = []
  for (const item of arr(list)) {
    if (!isRecord(item)) continue
    const shortcode = str(item.shortcode)
    const link = url(item.url)
    if (shortcode === '' || link === '') continue
    const category = nonEmpty(item.category)
    const tags = strings(item.tags)
    out.push({
      displayText: shortcode,
      replacement: `:${shortcode}:`,
      imageUrl: link,
      tags: category !== null ? [category, ...tags.filter((t) => t !== category)] : tags,
    })
  }
  return out
}

/** Misskey-style GET /api/emojis (name, url, category). */
export function normalizeMisskeyEmojis(body: ApiMisskeyEmojis): Emoji[] {
  const out: Emoji[] = []
  if (!isRecord(body)) return out
  for (const item of arr(body.emojis)) {
    if (!isRecord(item)) continue
    const name = str(item.name)
    const link = url(item.url)
    if (name === '' || link === '') continue
    const category = nonEmpty(item.category)
    out.push({
      displayText: name,
      replacement: `:${name}:`,
      imageUrl: link,
      tags: category !== null ? [category] : [],
    })
  }
  return out
}
