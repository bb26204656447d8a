import type { ApiClient } from '../../api/client'
import { updateMediaDescription } from '../../api/media'
import { createStatus } from '../../api/server-kind'
import { deleteStatus, editStatus } from '../../api/statuses'
import type { ApiStatus } from '../../api/wire'
import type { ComposerDraft } from './draft'
import type { ComposerTarget } from './initial-draft'
import { buildPostPayload } from '../../state/post-payload'
import type { PollLimits } from './poll-form'
import { descriptionsToSave } from './validation'

/** A description could not be saved; nothing was posted (post_status.media_description_error). */
export class MediaDescriptionError extends Error {
  constructor(cause: unknown) {
    super('Media description could not be saved', { cause })
    this.name = 'MediaDescriptionError'
  }
}

export interface SendResult {
  status: ApiStatus
  /** A redraft posted, but the original could not be deleted. */
  deleteError?: unknown
}

/**
 * Sends a validated draft that already carries its idempotency key (spec 2 §5, §7): saves the
 * non-blank media descriptions first, one call each, then creates (or edits) the status, and for
 * a redraft deletes the original once the new status exists. Sending the same draft again after
 * a failure reuses its key, so the server never makes two statuses of it.
 */
export async function sendDraft(
  client: ApiClient,
  draft: ComposerDraft,
  target: ComposerTarget,
  pollLimits: PollLimits,
): Promise<SendResult> {
  const ids = draft.files.map((f) => f.id)
  for (const { id, description } of descriptionsToSave(ids, draft.mediaDescriptions)) {
    try {
      await updateMediaDescription(client, id, description)
    } catch (error) {
      throw new MediaDescriptionError(error)
    }
  }
  const payload = buildPostPayload(target.kind === 'edit' ? { ...draft, poll: null } : draft, {
    inReplyToStatusId: target.kind === 'reply' ? target.statusId : null,
    quoteId: target.kind === 'quote' ? target.statusId : null,
    pollLimits,
  })
  const status =
    target.kind === 'edit'
      ? await editStatus(client, target.statusId, payload)
      : await createStatus(client, payload)
  if (target.kind !== 'redraft') return { status }
  try {
    await deleteStatus(client, target.statusId)
    return { status }
  } catch (deleteError) {
    return { status, deleteError }
  }
}
