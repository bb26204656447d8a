// Pure optimistic patches of entities: what the user sees before the server answers.

import type { Poll } from '../entities/poll'
import type { Status } from '../entities/status'

export function addReaction(status: Status, emoji: string): Status {
  const found = status.emoji_reactions.find((r) => r.name === emoji)
  if (found?.me) return status
  const reactions = found
    ? status.emoji_reactions.map((r) => (r === found ? { ...r, count: r.count + 1, me: true } : r))
    : [...status.emoji_reactions, { name: emoji, count: 1, me: true, url: null, account_ids: [] }]
  return { ...status, emoji_reactions: reactions }
}

export function removeReaction(status: Status, emoji: string): Status {
  const found = status.emoji_reactions.find((r) => r.name === emoji)
  if (!found?.me) return status
  const reactions =
    found.count <= 1
      ? status.emoji_reactions.filter((r) => r !== found)
      : status.emoji_reactions.map((r) =>
          r === found ? { ...r, count: r.count - 1, me: false } : r,
        )
  return { ...status, emoji_reactions: reactions }
}

/** The poll as it looks after voting for `choices` (indexes), before the server counts. */
export function votedPoll(poll: Poll, choices: readonly number[]): Poll {
  if (poll.voted) return poll
  const chosen = new Set(choices)
  return {
    ...poll,
    voted: true,
    own_votes: [...chosen],
    votes_count: poll.votes_count + chosen.size,
    voters_count: poll.voters_count === null ? null : poll.voters_count + 1,
    options: poll.options.map((option, index) =>
      chosen.has(index) && option.votes_count !== null
        ? { ...option, votes_count: option.votes_count + 1 }
        : option,
    ),
  }
}
