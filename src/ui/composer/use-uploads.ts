import { useCallback, useRef, useState } from 'react'
import { uploadMedia } from '../../api/media'
import type { ApiAttachment } from '../../api/wire'
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
}

export function toDraftFile(attachment: ApiAttachment, file: File): DraftFile {
  return {
    id: attachment.id,
    url: attachment.url,
    previewUrl: attachment.preview_url ?? attachment.url,
    mimetype: attachment.pleroma?.mime_type ?? (file.type || 'application/octet-stream'),
    name: file.name,
  }
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
  const { client, instance } = useComposerEnv()
  const [pending, setPending] = useState<PendingUpload[]>([])
  const nextKey = useRef(1)

  const upload = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        const tooBig = checkUploadSize(file.size, instance.uploadlimit)
        if (tooBig) {
          onError(uploadErrorMessages(tooBig))
          continue
        }
        const key = nextKey.current++
        setPending((list) => [...list, { key, name: file.name, size: file.size }])
        uploadMedia(client, file)
          .then((attachment) => onUploaded(toDraftFile(attachment, file)))
          .catch(() => onError(uploadErrorMessages(defaultUploadError())))
          .finally(() => setPending((list) => list.filter((p) => p.key !== key)))
      }
    },
    [client, instance.uploadlimit, onUploaded, onError],
  )

  return { pending, uploading: pending.length > 0, upload }
}
