import type { Status, User } from '../../entities'
import type { ColumnSettings } from '../layout'

export interface FilterLookup {
  status: (id: string) => Status | undefined
  user: (id: string) => User | undefined
}

export interface CompiledFilters {
  settings: ColumnSettings
  patterns: readonly RegExp[]
  words: readonly string[]
  /** Filters that are not valid regular expressions: reported in the column settings. */
  invalid: readonly string[]
}

/** "/pattern/flags" is a regular expression; anything else a word matched case-insensitively. */
export function compileFilters(settings: ColumnSettings): CompiledFilters {
  const patterns: RegExp[] = []
  const words: string[] = []
  const invalid: string[] = []
  for (const filter of settings.filters) {
    const regex = /^\/(.+)\/([a-z]*)$/s.exec(filter.trim())
    if (!regex) {
      if (filter.trim()) words.push(filter.trim().toLowerCase())
      continue
    }
    try {
      patterns.push(new RegExp(regex[1] ?? '', (regex[2] ?? '').replace(/[gy]/g, '')))
    } catch {
      invalid.push(filter)
    }
  }
  return { settings, patterns, words, invalid }
}

export function hasActiveFilters({ settings, patterns, words }: CompiledFilters): boolean {
  return (
    settings.hideRepeats ||
    settings.hideReplies ||
    settings.hideBots ||
    settings.mediaOnly ||
    patterns.length > 0 ||
    words.length > 0
  )
}

/** Whether a column with these settings shows the status (its repeat's original is looked up). */
export function passesColumnFilters(
  status: Status,
  filters: CompiledFilters,
  lookup: FilterLookup,
): boolean {
  const { settings } = filters
  const original = status.retweeted_status_id ? lookup.status(status.retweeted_status_id) : status
  if (settings.hideRepeats && status.retweeted_status_id) return false
  if (!original) return true
  if (settings.hideReplies && original.in_reply_to_status_id) return false
  if (settings.hideBots && lookup.user(original.user_id)?.bot === true) return false
  if (settings.mediaOnly && original.attachments.length === 0) return false
  if (filters.words.length > 0 || filters.patterns.length > 0) {
    const text = `${original.summary}\n${original.text}`
    const lower = text.toLowerCase()
    if (filters.words.some((word) => lower.includes(word))) return false
    if (filters.patterns.some((pattern) => pattern.test(text))) return false
  }
  return true
}
