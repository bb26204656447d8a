// Muting and hiding of spec 2 "Muting and hiding". A muted status shows as a collapsed row the
// reader can open; with the matching hide setting on it is not shown at all. A blocked author's
// or repeater's posts are not shown at all (as Akkoma-FE takes them out of its timelines).
import type { Relationship, Status } from '../../entities'

export type MuteReason =
  | 'status'
  | 'thread'
  | 'author'
  | 'repeater'
  | 'blocked'
  | 'words'
  | 'bot'
  | 'mentions_blocked'
  | 'mentions_muted'

/** The user settings muting reads; the settings store's shape has each of them. */
export interface MuteSettings {
  muteWords: readonly string[]
  muteBotStatuses: boolean
  hideMutedPosts: boolean
  hideMutedThreads: boolean
  hideFilteredStatuses: boolean
  hideThreadsWithBlockedUsers: boolean
  hideWordFilteredPosts: boolean
}

export interface MuteInput {
  /** What the timeline holds: the status, or the repeat wrapping the original. */
  item: Pick<Status, 'user_id' | 'muted'>
  /** The status shown: the original of a repeat, else the item itself. */
  status: Pick<Status, 'user_id' | 'muted' | 'thread_muted' | 'text' | 'summary' | 'attentions'>
  /** Whether the author of `status` is a bot. */
  authorIsBot: boolean
  viewerId: string | null
  relationship: (userId: string) => Pick<Relationship, 'muting' | 'blocking'> | undefined
  settings: MuteSettings
  /** Shown on this user's profile. */
  profileOwnerId?: string | null
  /** Shown inside its own conversation (thread view). */
  inConversation?: boolean
  /** The focused status of a thread view is never hidden entirely. */
  focused?: boolean
}

export interface MuteVerdict {
  muted: boolean
  reasons: MuteReason[]
  /** Not shown at all (a hide setting matches a reason). */
  hidden: boolean
  /** Mute words found in the text or content warning. */
  wordHits: string[]
}

export function muteWordHits(
  status: Pick<Status, 'text' | 'summary'>,
  muteWords: readonly string[],
): string[] {
  const text = status.text.toLowerCase()
  const summary = status.summary.toLowerCase()
  return muteWords.filter((word) => {
    const needle = word.trim().toLowerCase()
    return needle !== '' && (text.includes(needle) || summary.includes(needle))
  })
}

const NOT_MUTED: MuteVerdict = { muted: false, reasons: [], hidden: false, wordHits: [] }

function exempt(input: MuteInput): boolean {
  // Never the viewer's own posts (including their repeats), nor the profile owner's own posts
  // and repeats of them on the owner's profile.
  if (input.viewerId !== null && input.item.user_id === input.viewerId) return true
  const owner = input.profileOwnerId
  return owner != null && input.status.user_id === owner
}

function collectReasons(input: MuteInput, wordHits: string[]): MuteReason[] {
  const { item, status, settings } = input
  const reasons: MuteReason[] = []
  if (status.muted || item.muted) reasons.push('status')
  // Thread muting does not apply inside the muted conversation itself.
  if (status.thread_muted && input.inConversation !== true) reasons.push('thread')
  if (input.relationship(status.user_id)?.muting === true) reasons.push('author')
  if (item.user_id !== status.user_id && input.relationship(item.user_id)?.muting === true) {
    reasons.push('repeater')
  }
  if (
    input.relationship(status.user_id)?.blocking === true ||
    input.relationship(item.user_id)?.blocking === true
  ) {
    reasons.push('blocked')
  }
  if (wordHits.length > 0) reasons.push('words')
  if (settings.muteBotStatuses && input.authorIsBot) reasons.push('bot')
  const mentioned = status.attentions.map((a) => input.relationship(a.id))
  if (mentioned.some((r) => r?.blocking === true)) reasons.push('mentions_blocked')
  if (mentioned.some((r) => r?.muting === true)) reasons.push('mentions_muted')
  return reasons
}

function hiddenBy(reason: MuteReason, settings: MuteSettings): boolean {
  switch (reason) {
    case 'author':
    case 'repeater':
      return settings.hideMutedPosts
    case 'blocked':
      return true
    case 'thread':
      return settings.hideMutedThreads
    case 'words':
      return settings.hideWordFilteredPosts
    case 'mentions_blocked':
    case 'mentions_muted':
      return settings.hideThreadsWithBlockedUsers
    case 'status':
    case 'bot':
      return false
  }
}

export function muteVerdict(input: MuteInput): MuteVerdict {
  if (exempt(input)) return NOT_MUTED
  const wordHits = muteWordHits(input.status, input.settings.muteWords)
  const reasons = collectReasons(input, wordHits)
  if (reasons.length === 0) return NOT_MUTED
  const hidden =
    input.focused !== true &&
    (input.settings.hideFilteredStatuses || reasons.some((r) => hiddenBy(r, input.settings)))
  return { muted: true, reasons, hidden, wordHits }
}
