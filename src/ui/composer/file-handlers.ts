import type { ClipboardEvent, DragEvent } from 'react'
import type { Emoji } from '../../entities'

interface Options {
  /** Below the file limit. */
  fileRoom: boolean
  uploading: boolean
  upload: (files: File[]) => void
  stickerFile?: ((sticker: Emoji) => Promise<File>) | undefined
  onStickerError: () => void
}

/**
 * Paste, drop and sticker handling (spec 2 §5): a pasted file, or a dropped one when not
 * uploading, is uploaded; at the file limit the drop effect is none and nothing is taken.
 */
export function fileHandlers({
  fileRoom,
  uploading,
  upload,
  stickerFile,
  onStickerError,
}: Options) {
  return {
    onDragOver: (event: DragEvent) => {
      event.preventDefault()
      event.dataTransfer.dropEffect = fileRoom ? 'copy' : 'none'
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault()
      if (!uploading && fileRoom) upload([...event.dataTransfer.files])
    },
    onPaste: (event: ClipboardEvent) => {
      const files = [...event.clipboardData.files]
      if (files.length === 0 || !fileRoom) return
      event.preventDefault()
      upload(files)
    },
    /** A sticker is attached as an image, not inserted as text. */
    onSticker: (sticker: Emoji) => {
      if (!fileRoom || !stickerFile) return
      stickerFile(sticker).then((file) => upload([file]), onStickerError)
    },
  }
}
