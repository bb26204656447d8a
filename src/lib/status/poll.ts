// Poll rules of spec 2 section 4: when to show results, how to count them, when a vote may be
// sent. Pure; the poll component and its tracking hook use these.
import type { Poll } from '../../entities'

/** How often a poll on screen is refreshed. */
export const POLL_REFRESH_MS = 30_000

export interface PollOptionResult {
  index: number
  title: string
  votes: number
  /** Rounded whole percentage of the total votes, 0 to 100. */
  percent: number
  /** The viewer chose this option. */
  own: boolean
}

function count(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0
}

/** The time the poll closes, or null when the server sent none or an unreadable one. */
export function pollExpiry(poll: Pick<Poll, 'expires_at'>): Date | null {
  if (typeof poll.expires_at !== 'string') return null
  const time = Date.parse(poll.expires_at)
  return Number.isNaN(time) ? null : new Date(time)
}

/** Expired when the server says so or once the current time passes expires_at. */
export function isPollExpired(poll: Pick<Poll, 'expired' | 'expires_at'>, now: number): boolean {
  if (poll.expired) return true
  const expiry = pollExpiry(poll)
  return expiry !== null && now > expiry.getTime()
}

/** Options until the viewer has voted, the poll has expired or the viewer is signed out. */
export function showsPollResults(
  poll: Pick<Poll, 'voted' | 'expired' | 'expires_at'>,
  signedIn: boolean,
  now: number,
): boolean {
  return !signedIn || poll.voted || isPollExpired(poll, now)
}

/**
 * Each option as a rounded whole percentage of total votes. Bad numbers from a server
 * (negative, missing, not finite, options adding up to more than the total) never give a
 * percentage outside 0..100 or NaN.
 */
export function pollResults(poll: Pick<Poll, 'options' | 'votes_count' | 'own_votes'>) {
  const votes = poll.options.map((option) => count(option.votes_count))
  const sum = votes.reduce((a, b) => a + b, 0)
  // The server's total, unless it is unusable or smaller than what the options add up to.
  const total = Math.max(count(poll.votes_count), sum)
  return poll.options.map((option, index): PollOptionResult => ({
    index,
    title: option.title,
    votes: votes[index] ?? 0,
    percent: total === 0 ? 0 : Math.min(100, Math.round(((votes[index] ?? 0) / total) * 100)),
    own: poll.own_votes.includes(index),
  }))
}

export type PollInput = 'radio' | 'checkbox'

export function pollInputKind(poll: Pick<Poll, 'multiple'>): PollInput {
  return poll.multiple ? 'checkbox' : 'radio'
}

/**
 * The choices to send (sorted option indexes), or null when a vote cannot be sent: none
 * chosen, an index that is not an option, or more than one on a single-choice poll.
 */
export function voteChoices(
  poll: Pick<Poll, 'options' | 'multiple'>,
  chosen: Iterable<number>,
): number[] | null {
  const choices = [...new Set(chosen)].sort((a, b) => a - b)
  if (choices.length === 0) return null
  if (!poll.multiple && choices.length > 1) return null
  const valid = choices.every((i) => Number.isInteger(i) && i >= 0 && i < poll.options.length)
  return valid ? choices : null
}

/** Voting is possible while options are shown and nothing is loading. */
export function canVote(
  poll: Pick<Poll, 'voted' | 'expired' | 'expires_at'>,
  signedIn: boolean,
  loading: boolean,
  now: number,
): boolean {
  return !loading && !showsPollResults(poll, signedIn, now)
}
