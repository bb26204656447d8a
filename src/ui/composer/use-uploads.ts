import { useCallback, useEffect, useRef, useState } from 'react'
import type { DraftFile } from '../../lib/composer/draft'
import {
  checkUploadSize,
  defaultUploadError,
  uploadMessages,
  type UploadError,
} from '../../lib/composer/upload-errors'
import type { UserMessage } from '../../i18n/define-messages'
import { useComposerEnv } from './composer-env'

/** A file on its way to the server. */
export interface PendingUpload {
  key: number
  name: string
  size: number
  /** Bytes sent and the request's size, from the upload's progress events; null before the first. */
  progress: { loaded: number; total: number } | null
}

/**
 * Determinate once the first progress event has told the size: the request's bytes (the file
 * plus the multipart framing), or the file's own size when the browser could not tell.
 * Indeterminate (no value) until then.
 */
export function progressValues(upload: PendingUpload): { value?: number; max?: number } {
  if (!upload.progress) return {}
  const max = upload.progress.total > 0 ? upload.progress.total : upload.size
  if (max <= 0) return {}
  return { value: Math.min(upload.progress.loaded, max), max }
}

/** The base upload error followed by the code-specific text (spec 2 §5). */
export function uploadErrorMessages(error: UploadError): UserMessage[] {
  return [{ descriptor: uploadMessages.base }, error.message]
}

interface Options {
  onUploaded: (file: DraftFile) => void
  onError: (messages: UserMessage[]) => void
}

/** Uploads files one call each; a failure leaves the rest of the draft as it was. */
export function useUploads({ onUploaded, onError }: Options) {
  const { actions, instance } = useComposerEnv()
  const [pending, setPending] = useState<PendingUpload[]>([])
  const nextKey = useRef(1)
  const delivered = useRef<Promise<void>>(Promise.resolve())
  // A composer that goes away (closed, or its row scrolled out of a column) stops its uploads:
  // nothing would be left to receive the attachment.
  const gone = useRef(new AbortController())
  useEffect(() => {
    const controller = new AbortController()
    gone.current = controller
    return () => {
      controller.abort()
    }
  }, [])

  const upload = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const tooBig = checkUploadSize(file.size, instance.uploadlimit)
        if (tooBig) {
          onError(uploadErrorMessages(tooBig))
          continue
        }
        const key = nextKey.current++
        setPending((list) => [...list, { key, name: file.name, size: file.size, progress: null }])
        const onProgress = (progress: { loaded: number; total: number }) => {
          setPending((list) => list.map((p) => (p.key === key ? { ...p, progress } : p)))
        }
        const signal = gone.current.signal
        const sent = actions.upload(file, { onProgress, signal })
        // The files upload side by side but join the draft in the order they were picked: one
        // that finishes first waits for those picked before it.
        const settle = (uploaded: DraftFile | null) => {
          if (uploaded) onUploaded(uploaded)
          else if (!signal.aborted) onError(uploadErrorMessages(defaultUploadError()))
          setPending((list) => list.filter((p) => p.key !== key))
        }
        delivered.current = delivered.current.then(() =>
          sent.then(
            (result) => {
              settle(result.ok ? result.value : null)
            },
            () => {
              settle(null)
            },
          ),
        )
      }
    },
    [actions, instance.uploadlimit, onUploaded, onError],
  )

  return { pending, uploading: pending.length > 0, upload }
}
