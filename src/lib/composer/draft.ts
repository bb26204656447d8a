import type { PollForm } from './poll-form'
import { hasPollContent } from './poll-form'
import type { Visibility } from '../../entities/status'

/** An uploaded attachment held by the composer until the status is posted. */
export interface DraftFile {
  id: string
  url: string
  previewUrl: string
  mimetype: string
  name: string
}

/** spec 2 §3 "Composer draft", plus the idempotency key this draft posts with. */
export interface ComposerDraft {
  spoilerText: string
  status: string
  nsfw: boolean
  files: DraftFile[]
  poll: PollForm | null
  /** Description per attachment id, saved before posting. */
  mediaDescriptions: Record<string, string>
  visibility: Visibility
  language: string | null
  contentType: string
  /** Created on the first attempt to post and reused on every retry (spec 2 §7). */
  idempotencyKey: string | null
}

export interface DraftDefaults {
  visibility: Visibility
  contentType: string
  nsfw?: boolean
  language?: string | null
  status?: string
  spoilerText?: string
}

export function emptyDraft(defaults: DraftDefaults): ComposerDraft {
  return {
    spoilerText: defaults.spoilerText ?? '',
    status: defaults.status ?? '',
    nsfw: defaults.nsfw ?? false,
    files: [],
    poll: null,
    mediaDescriptions: {},
    visibility: defaults.visibility,
    language: defaults.language ?? null,
    contentType: defaults.contentType,
    idempotencyKey: null,
  }
}

/** Nothing worth keeping: no text, no content warning, no files, no poll option. */
export function isDraftEmpty(draft: ComposerDraft): boolean {
  return (
    draft.status.trim() === '' &&
    draft.spoilerText.trim() === '' &&
    draft.files.length === 0 &&
    !hasPollContent(draft.poll)
  )
}

/** The key of this post attempt: kept if one exists, else the current time in ms (spec 2 §7). */
export function withIdempotencyKey(draft: ComposerDraft, now: () => number = Date.now) {
  if (draft.idempotencyKey) return draft
  return { ...draft, idempotencyKey: String(now()) }
}
