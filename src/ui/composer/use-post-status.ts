import { useCallback, useRef, useState } from 'react'
import type { ApiStatus } from '../../api/wire'
import { withIdempotencyKey, type ComposerDraft } from '../../lib/composer/draft'
import type { ComposerTarget } from '../../lib/composer/initial-draft'
import { pollError } from '../../lib/composer/poll-form'
import { MediaDescriptionError, sendDraft } from '../../lib/composer/send-draft'
import { postBlocker, validationMessages } from '../../lib/composer/validation'
import { useComposerEnv } from './composer-env'
import { errorFromCall, errorLine, type ComposerError } from './composer-errors'

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
        const result = await sendDraft(client, keyed, target, instance.pollLimits)
        if (result.deleteError !== undefined) onError(errorFromCall(result.deleteError))
        setState('posted')
        onPosted(result.status)
      } catch (error) {
        setState('error')
        onError(
          error instanceof MediaDescriptionError
            ? errorLine([{ descriptor: validationMessages.mediaDescription }])
            : errorFromCall(error),
        )
      } finally {
        inFlight.current = false
      }
    },
    [client, instance, optimistic, target, onKeyed, onPosted, onError],
  )

  return { state, posting: state === 'posting', post }
}
