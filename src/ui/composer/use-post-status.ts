import { useCallback, useRef, useState } from 'react'
import { updateMediaDescription } from '../../api/media'
import { createStatus } from '../../api/server-kind'
import { deleteStatus, editStatus } from '../../api/statuses'
import type { ApiStatus } from '../../api/wire'
import { withIdempotencyKey, type ComposerDraft } from '../../lib/composer/draft'
import type { ComposerTarget } from '../../lib/composer/initial-draft'
import { buildPostPayload } from '../../lib/composer/payload'
import { pollError } from '../../lib/composer/poll-form'
import { descriptionsToSave, postBlocker, validationMessages } from '../../lib/composer/validation'
import { useComposerEnv } from './composer-env'
import { errorFromCall, errorLine, type ComposerError } from './composer-errors'
import { toStatusDraft, toStatusEdit } from './to-status-draft'

export type PostState = 'idle' | 'posting' | 'posted' | 'error'

interface Options {
  target: ComposerTarget
  /** Optimistic mode: a blocked post is dropped without a message. */
  optimistic?: boolean
  /** Keeps the idempotency key in the form so a retry reuses it. */
  onKeyed: (draft: ComposerDraft) => void
  onPosted: (status: ApiStatus) => void
  onError: (error: ComposerError) => void
}

/**
 * The post flow of spec 2 §5 and §7: validate, save media descriptions (one call each, before
 * posting), create or edit, and for a redraft delete the original once the new post exists.
 */
export function usePostStatus({ target, optimistic = false, onKeyed, onPosted, onError }: Options) {
  const { client, instance } = useComposerEnv()
  const [state, setState] = useState<PostState>('idle')
  const inFlight = useRef(false)

  const post = useCallback(
    async (draft: ComposerDraft) => {
      if (inFlight.current && !optimistic) return
      const poll = target.kind === 'edit' ? null : draft.poll
      const blocker = postBlocker({
        status: draft.status,
        spoilerText: draft.spoilerText,
        fileCount: draft.files.length,
        textLimit: instance.textlimit,
        pollError: pollError(poll, instance.pollLimits),
      })
      if (blocker) {
        if (optimistic || blocker === 'over-limit') return
        onError(errorLine([{ descriptor: blocker }]))
        return
      }
      const keyed = withIdempotencyKey({ ...draft, poll })
      onKeyed(keyed)
      inFlight.current = true
      setState('posting')
      try {
        const ids = keyed.files.map((f) => f.id)
        for (const { id, description } of descriptionsToSave(ids, keyed.mediaDescriptions)) {
          try {
            await updateMediaDescription(client, id, description)
          } catch {
            onError(errorLine([{ descriptor: validationMessages.mediaDescription }]))
            setState('error')
            return
          }
        }
        const payload = buildPostPayload(keyed, {
          inReplyToStatusId: target.kind === 'reply' ? target.statusId : null,
          quoteId: target.kind === 'quote' ? target.statusId : null,
          pollLimits: instance.pollLimits,
        })
        const status =
          target.kind === 'edit'
            ? await editStatus(client, target.statusId, toStatusEdit(payload))
            : await createStatus(client, toStatusDraft(payload))
        if (target.kind === 'redraft') {
          await deleteStatus(client, target.statusId).catch((error: unknown) =>
            onError(errorFromCall(error)),
          )
        }
        setState('posted')
        onPosted(status)
      } catch (error) {
        setState('error')
        onError(errorFromCall(error))
      } finally {
        inFlight.current = false
      }
    },
    [client, instance, optimistic, target, onKeyed, onPosted, onError],
  )

  return { state, posting: state === 'posting', post }
}
