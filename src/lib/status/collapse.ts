// Collapsing rules of spec 2 section 4 and the list limits of section 9, as data for the card.
import type { Attention, EmojiReaction, Status } from '../../entities'

/** Above this score a status body starts collapsed. */
export const TALL_STATUS_SCORE = 20
/** A content warning longer than this is clamped with a show-full toggle. */
export const LONG_SUBJECT_LENGTH = 240
export const REACTIONS_SHOWN = 12
export const MENTIONS_SHOWN = 5

/**
 * (line count + paragraph count + text length / 80): Akkoma-FE counts the pieces of the HTML
 * split at every `<p` and `<br`, which is lines plus paragraphs (plus one).
 */
export function tallnessScore(status: Pick<Status, 'raw_html' | 'text'>): number {
  return status.raw_html.split(/<p|<br/).length + status.text.length / 80
}

export function isTallStatus(status: Pick<Status, 'raw_html' | 'text'>): boolean {
  return tallnessScore(status) > TALL_STATUS_SCORE
}

export interface BodyCollapse {
  /** The body hides behind the content warning until opened. */
  behindSubject: boolean
  /** The body is tall and starts collapsed with a "show more". */
  collapsedAsTall: boolean
  /** The content warning itself is clamped with a "show full subject". */
  longSubject: boolean
}

export function bodyCollapse(
  status: Pick<Status, 'raw_html' | 'text' | 'summary'>,
  collapseMessageWithSubject: boolean,
): BodyCollapse {
  const hasSubject = status.summary.trim() !== ''
  const behindSubject = hasSubject && collapseMessageWithSubject
  return {
    behindSubject,
    collapsedAsTall: isTallStatus(status) && !behindSubject,
    longSubject: status.summary.length > LONG_SUBJECT_LENGTH,
  }
}

export interface Collapsed<T> {
  shown: T[]
  /** How many are behind the "+N" / "plus n more" control (0 when expanded or none). */
  hidden: number
}

function limit<T>(items: readonly T[], max: number, expanded: boolean): Collapsed<T> {
  if (expanded || items.length <= max) return { shown: [...items], hidden: 0 }
  return { shown: items.slice(0, max), hidden: items.length - max }
}

/** Reactions beyond 12 collapse behind a "+N" expander. */
export function visibleReactions(
  reactions: readonly EmojiReaction[],
  expanded: boolean,
): Collapsed<EmojiReaction> {
  return limit(reactions, REACTIONS_SHOWN, expanded)
}

export interface MentionEntry {
  attention: Attention
  /** The viewer: shown as "you". */
  isViewer: boolean
}

/** The mentions line: the first 5, the rest behind "plus n more" with a show-less button. */
export function mentionsLine(
  attentions: readonly Attention[],
  viewerId: string | null,
  expanded: boolean,
): Collapsed<MentionEntry> {
  const entries = attentions.map((attention) => ({
    attention,
    isViewer: viewerId !== null && attention.id === viewerId,
  }))
  return limit(entries, MENTIONS_SHOWN, expanded)
}

/** Thread display: deeper than max depth minus 2 (at least 1) starts hidden. */
export function threadDepthLimit(maxDepthInThread: number): number {
  const max = Number.isFinite(maxDepthInThread) ? Math.floor(maxDepthInThread) : 0
  return Math.max(1, max - 2)
}

export function startsHiddenInThread(depth: number, maxDepthInThread: number): boolean {
  return depth > threadDepthLimit(maxDepthInThread)
}
