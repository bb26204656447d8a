// The one step from the composer's draft (spec 2 §3 "Composer draft") to the payload the create,
// preview and edit calls take (spec 2 §3 "Post payload", src/api/server-kind.ts).
import type { PostPayload } from '../api/server-kind'
import type { ComposerDraft } from '../lib/composer/draft'
import { hasPollContent, pollDraft, type PollLimits } from '../lib/composer/poll-form'
import { spoilerToSend } from '../lib/composer/validation'

export interface PayloadContext {
  inReplyToStatusId?: string | null
  quoteId?: string | null
  pollLimits: PollLimits
  /** A preview is the same call without media or poll. */
  preview?: boolean
}

/** Every field set: a null content warning when empty or not sensitive, no media in a preview. */
export function buildPostPayload(
  draft: ComposerDraft,
  context: PayloadContext,
): Required<PostPayload> {
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
