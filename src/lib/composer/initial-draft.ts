import { emptyDraft, type ComposerDraft } from './draft'
import type { Visibility } from '../../entities/status'
import { offeredScopes, suggestedReplyScope } from './scopes'

/** What the composer is writing: a new post, a reply, a quote, an edit or a redraft. */
export type ComposerTarget =
  | { kind: 'status' }
  | {
      kind: 'reply'
      statusId: string
      scope: Visibility
      mentions: readonly string[]
      /** The original's content warning, carried per subjectLineBehavior. */
      spoiler?: string
    }
  | { kind: 'quote'; statusId: string; scope: Visibility }
  | { kind: 'edit'; statusId: string; scope: Visibility }
  | { kind: 'redraft'; statusId: string; scope: Visibility }

export interface DraftSettings {
  defaultScope: Visibility
  /** A new post's language (the interface's); none when absent. */
  language?: string | null
  contentType: string
  sensitiveByDefault: boolean
  subjectLineBehavior?: SubjectLineBehavior
}

export type SubjectLineBehavior = 'email' | 'masto' | 'noop'

/** A reply's content warning: "re: subject" (email), the same (masto) or none (noop). */
export function replySubject(original: string, behavior: SubjectLineBehavior): string {
  const subject = original.trim()
  if (subject === '' || behavior === 'noop') return ''
  if (behavior === 'masto' || /^re:/i.test(subject)) return subject
  return `re: ${subject}`
}

/** The scope the original limits the selector to (none for a new post). */
export function originalScopeOf(target: ComposerTarget): Visibility | null {
  return target.kind === 'reply' || target.kind === 'quote' ? target.scope : null
}

/** "@a @b " for a reply: the author and everyone mentioned, without the viewer, once each. */
export function replyMentions(
  author: string | null,
  mentioned: readonly string[],
  viewer: string,
): string[] {
  const names = [author, ...mentioned].filter((n): n is string => !!n && n !== viewer)
  return [...new Set(names)]
}

/** Keeps the suggestion within the offered scopes (the narrowest offered one otherwise). */
function fitScope(scope: Visibility, original: Visibility | null): Visibility {
  const offered = offeredScopes(original)
  return offered.includes(scope) ? scope : (offered[0] ?? 'direct')
}

/** A fresh form for the target; `message` (the query parameter) is appended to the text. */
export function initialDraft(
  target: ComposerTarget,
  settings: DraftSettings,
  message = '',
): ComposerDraft {
  const original = originalScopeOf(target)
  const suggested =
    target.kind === 'reply' || target.kind === 'quote'
      ? suggestedReplyScope(target.scope, settings.defaultScope)
      : target.kind === 'status'
        ? settings.defaultScope
        : target.scope
  const mentions =
    target.kind === 'reply' && target.mentions.length > 0
      ? `${target.mentions.map((m) => `@${m}`).join(' ')} `
      : ''
  const spoilerText =
    target.kind === 'reply' && target.spoiler
      ? replySubject(target.spoiler, settings.subjectLineBehavior ?? 'email')
      : ''
  return emptyDraft({
    visibility: fitScope(suggested, original),
    contentType: settings.contentType,
    nsfw: settings.sensitiveByDefault || spoilerText !== '',
    status: mentions + message,
    spoilerText,
    language: settings.language ?? null,
  })
}

/** Which saved draft belongs to the target; edits and redrafts are not kept as drafts. */
export function draftKeyOf(target: ComposerTarget) {
  if (target.kind === 'reply') return `reply:${target.statusId}` as const
  if (target.kind === 'quote') return `quote:${target.statusId}` as const
  if (target.kind === 'status') return 'status' as const
  return null
}

/** Identity of the target: the form resets when it changes (statusId, replied-to status). */
export function targetIdentity(target: ComposerTarget): string {
  return target.kind === 'status' ? 'status' : `${target.kind}:${target.statusId}`
}
