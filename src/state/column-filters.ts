// Per-column filters beyond the spec: hide repeats, hide replies, hide bots, media only, keyword
// and regex filters. Compiled once per settings change, then tested per status; a regex that
// does not compile is reported to the settings form and ignored, never thrown.

import type { Status } from '../entities/status'
import type { User } from '../entities/user'
import { defineMessages, type UserMessage } from '../i18n/define-messages'
import type { AccountCache } from './entity-cache'

export interface ColumnFilters {
  hideRepeats: boolean
  hideReplies: boolean
  hideBots: boolean
  mediaOnly: boolean
  /** Words or phrases; a status containing one (any case) is hidden. */
  keywords: readonly string[]
  /** Regular expressions, as `pattern` or `/pattern/flags`; a match hides the status. */
  regexes: readonly string[]
}

export const noColumnFilters: ColumnFilters = {
  hideRepeats: false,
  hideReplies: false,
  hideBots: false,
  mediaOnly: false,
  keywords: [],
  regexes: [],
}

export const filterMessages = defineMessages({
  badRegex: {
    id: 'column.filters.bad_regex',
    defaultMessage: 'The filter {pattern} is not a valid regular expression: {error}',
  },
})

export interface FilterError {
  pattern: string
  message: UserMessage
}

/** What the filter needs to decide on one row. */
export interface FilterSubject {
  status: Status
  author: User | undefined
  /** For a repeat: the repeated status and its author. */
  original?: Status
  originalAuthor?: User | undefined
}

export interface CompiledFilters {
  /** True when the row stays visible. */
  shows(subject: FilterSubject): boolean
  errors: readonly FilterError[]
  /** Nothing to test: every row shows. */
  empty: boolean
}

const slashed = /^\/(.*)\/([a-z]*)$/s

function compileRegex(pattern: string): RegExp | FilterError {
  const match = slashed.exec(pattern)
  const source = match?.[1] ?? pattern
  const flags = new Set((match?.[2] ?? '').split(''))
  flags.add('i')
  flags.delete('g')
  flags.delete('y')
  try {
    return new RegExp(source, [...flags].join(''))
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    return {
      pattern,
      message: { descriptor: filterMessages.badRegex, values: { pattern, error: detail } },
    }
  }
}

export function compileColumnFilters(filters: ColumnFilters): CompiledFilters {
  const keywords = filters.keywords.map((k) => k.trim().toLowerCase()).filter((k) => k !== '')
  const regexes: RegExp[] = []
  const errors: FilterError[] = []
  for (const pattern of filters.regexes) {
    if (pattern.trim() === '') continue
    const compiled = compileRegex(pattern)
    if (compiled instanceof RegExp) regexes.push(compiled)
    else errors.push(compiled)
  }
  const empty =
    !filters.hideRepeats &&
    !filters.hideReplies &&
    !filters.hideBots &&
    !filters.mediaOnly &&
    keywords.length === 0 &&
    regexes.length === 0

  const shows = ({ status, author, original, originalAuthor }: FilterSubject): boolean => {
    if (empty) return true
    const content = original ?? status
    if (filters.hideRepeats && status.retweeted_status_id !== null) return false
    if (filters.hideReplies && content.in_reply_to_status_id !== null) return false
    if (filters.hideBots && (author?.bot === true || originalAuthor?.bot === true)) return false
    if (filters.mediaOnly && content.attachments.length === 0) return false
    if (keywords.length === 0 && regexes.length === 0) return true
    const lower = `${content.summary}\n${content.text}`.toLowerCase()
    if (keywords.some((keyword) => lower.includes(keyword))) return false
    return !regexes.some(
      (regex) =>
        regex.test(content.text) || (content.summary !== '' && regex.test(content.summary)),
    )
  }

  return { shows, errors, empty }
}

/** The ids of a column that show: present, not deleted, and passing the column's filters. */
export function visibleStatusIds(
  cache: AccountCache,
  ids: readonly string[],
  filters: CompiledFilters,
): string[] {
  const statuses = cache.tables.statuses.values
  const users = cache.tables.users.values
  const out: string[] = []
  for (const id of ids) {
    const status = statuses.get(id)
    if (!status || status.deleted) continue
    const originalId = status.retweeted_status_id
    const original = originalId === null ? undefined : statuses.get(originalId)
    if (original?.deleted) continue
    const subject: FilterSubject = { status, author: users.get(status.user_id) }
    if (original) {
      subject.original = original
      subject.originalAuthor = users.get(original.user_id)
    }
    if (filters.shows(subject)) out.push(id)
  }
  return out
}
