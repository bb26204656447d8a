/** A custom emoji embedded in a status, user, poll or announcement. */
export interface CustomEmoji {
  shortcode: string
  url: string
  static_url: string
}

/** An entry of the emoji picker and autocomplete (spec 2 §3). */
export interface Emoji {
  /** What the picker shows and autocomplete matches: the shortcode or the unicode character. */
  displayText: string
  /** What is inserted into the text: `:shortcode:` or the unicode character. */
  replacement: string
  /** Image of a custom emoji; null for unicode. */
  imageUrl: string | null
  /** The first tag is the group (pack) it is listed under. */
  tags: string[]
}

/** A reaction on a status (spec 2 §3: name, url, count, me, accounts). */
export interface EmojiReaction {
  name: string
  count: number
  me: boolean
  url: string | null
  account_ids: string[]
}
