import type { ApiPoll } from '../api/wire/index.ts'
import {
  arr,
  bool,
  idOrNull,
  isRecord,
  nonEmpty,
  num,
  numOrNull,
  str,
  warnBadData,
} from './coerce.ts'
import { normalizeCustomEmojis } from './normalize-emoji.ts'
import type { Poll, PollOption } from './poll.ts'
import { addEmojis, escapeHtml } from './text.ts'

export function normalizePoll(raw: ApiPoll | null | undefined): Poll | undefined {
  if (raw === null || raw === undefined) return undefined
  const id = isRecord(raw) ? idOrNull(raw.id) : null
  if (!isRecord(raw) || id === null) {
    warnBadData('poll without id skipped', raw)
    return undefined
  }
  const emojis = normalizeCustomEmojis(raw.emojis)
  const options: PollOption[] = []
  for (const option of arr(raw.options)) {
    if (!isRecord(option)) continue
    const title = str(option.title)
    options.push({
      title,
      title_html: addEmojis(escapeHtml(title), emojis),
      votes_count: numOrNull(option.votes_count),
    })
  }
  const ownVotes: number[] = []
  for (const vote of arr(raw.own_votes)) {
    const index = numOrNull(vote)
    if (index !== null) ownVotes.push(index)
  }
  return {
    id,
    options,
    multiple: bool(raw.multiple),
    voted: bool(raw.voted),
    own_votes: ownVotes,
    expired: bool(raw.expired),
    expires_at: nonEmpty(raw.expires_at),
    votes_count: num(raw.votes_count),
    voters_count: numOrNull(raw.voters_count),
    emojis,
  }
}
