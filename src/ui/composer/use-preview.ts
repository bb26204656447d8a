import { useEffect, useMemo, useState } from 'react'
import type { ComposerDraft } from '../../lib/composer/draft'
import { isPreviewEmpty } from '../../lib/composer/validation'
import type { PostPreview } from '../../state/post-status'
import { useComposerEnv } from './composer-env'
import { problemLine, type ComposerError } from './composer-errors'

export const previewDebounceMs = 500

export type PreviewState =
  | { kind: 'off' }
  | { kind: 'empty' }
  | { kind: 'loading' }
  | { kind: 'shown'; preview: PostPreview }
  | { kind: 'error'; error: ComposerError }

/**
 * The server's rendering of the text, through the create call with the preview flag (no media,
 * no poll), 500 ms after the last change. The answer is only shown here, never ingested.
 */
export function usePreview(enabled: boolean, draft: ComposerDraft): PreviewState {
  const { actions, instance } = useComposerEnv()
  const { status, spoilerText, contentType, nsfw, visibility, language } = draft
  const empty = isPreviewEmpty(status, spoilerText)
  const request = useMemo(
    () => ({ status, spoilerText, contentType, nsfw, visibility, language }),
    [status, spoilerText, contentType, nsfw, visibility, language],
  )
  const [result, setResult] = useState<{ request: object; state: PreviewState } | null>(null)

  useEffect(() => {
    if (!enabled || empty) return
    let live = true
    const timer = setTimeout(() => {
      void actions.preview({ ...draftBase, ...request }, instance.pollLimits).then((answer) => {
        if (!live) return
        setResult({
          request,
          state: answer.ok
            ? { kind: 'shown', preview: answer.value }
            : { kind: 'error', error: problemLine(answer.error) },
        })
      })
    }, previewDebounceMs)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [enabled, empty, request, actions, instance.pollLimits])

  if (!enabled) return { kind: 'off' }
  if (empty) return { kind: 'empty' }
  return result?.request === request ? result.state : { kind: 'loading' }
}

const draftBase: ComposerDraft = {
  spoilerText: '',
  status: '',
  nsfw: false,
  files: [],
  poll: null,
  mediaDescriptions: {},
  visibility: 'public',
  language: null,
  contentType: 'text/plain',
  idempotencyKey: null,
}
