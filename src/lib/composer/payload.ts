import type { ComposerDraft } from './draft'
import { pollDraft, hasPollContent, type PollDraft, type PollLimits } from './poll-form'
import type { Visibility } from '../../entities/status'
import { spoilerToSend } from './validation'

/** spec 2 §3 "Post payload". */
export interface PostPayload {
  status: string
  /** Null when empty or when the sensitive flag is off. */
  spoilerText: string | null
  visibility: Visibility
  sensitive: boolean
  /** Attachment ids. */
  media: string[]
  inReplyToStatusId: string | null
  quoteId: string | null
  contentType: string
  language: string | null
  poll: PollDraft | null
  idempotencyKey: string | null
  preview: boolean
}

export interface PayloadContext {
  inReplyToStatusId?: string | null
  quoteId?: string | null
  pollLimits: PollLimits
  /** A preview is the same call without media or poll. */
  preview?: boolean
}

export function buildPostPayload(draft: ComposerDraft, context: PayloadContext): PostPayload {
  const preview = context.preview ?? false
  const poll =
    !preview && hasPollContent(draft.poll) && draft.poll
      ? pollDraft(draft.poll, context.pollLimits).poll
      : null
  return {
    status: draft.status,
    spoilerText: spoilerToSend(draft.nsfw, draft.spoilerText),
    visibility: draft.visibility,
    sensitive: draft.nsfw,
    media: preview ? [] : draft.files.map((f) => f.id),
    inReplyToStatusId: context.inReplyToStatusId ?? null,
    quoteId: context.quoteId ?? null,
    contentType: draft.contentType,
    language: draft.language,
    poll,
    idempotencyKey: preview ? null : draft.idempotencyKey,
    preview,
  }
}
