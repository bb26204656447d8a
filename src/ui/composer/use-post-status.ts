import { useCallback, useRef, useState } from 'react'
import { withIdempotencyKey, type ComposerDraft } from '../../lib/composer/draft'
import type { ComposerTarget } from '../../lib/composer/initial-draft'
import { pollError } from '../../lib/composer/poll-form'
import { postBlocker } from '../../lib/composer/validation'
import { useComposerEnv } from './composer-env'
import { errorLine, problemLine, type ComposerError } from './composer-errors'

export type PostState = 'idle' | 'posting' | 'posted' | 'error'

interface Options {
  target: ComposerTarget
  /** Optimistic mode: a blocked post is dropped without a message. */
  optimistic?: boolean
  /** Keeps the idempotency key in the form so a retry reuses it. */
  onKeyed: (draft: ComposerDraft) => void
  /** The new status's id; it is already in the account's cache. */
  onPosted: (id: string) => void
  onError: (error: ComposerError) => void
}

/**
 * The post flow of spec 2 §5 and §7: validate, then the post action (media descriptions, create
 * or edit, the redraft's delete, the answer into the cache; src/state/post-status.ts).
 */
export function usePostStatus({ target, optimistic = false, onKeyed, onPosted, onError }: Options) {
  const { actions, instance } = useComposerEnv()
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
        const result = await actions.post(keyed, target, instance.pollLimits)
        if (!result.ok) {
          setState('error')
          onError(problemLine(result.error))
          return
        }
        if (result.value.deleteError) onError(problemLine(result.value.deleteError))
        setState('posted')
        onPosted(result.value.id)
      } finally {
        inFlight.current = false
      }
    },
    [actions, instance, optimistic, target, onKeyed, onPosted, onError],
  )

  return { state, posting: state === 'posting', post }
}
