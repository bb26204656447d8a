import { defineMessages, type UserMessage } from '../../i18n/define-messages'

export const uploadMessages = defineMessages({
  base: { id: 'upload.error.base', defaultMessage: 'Upload failed.' },
  fileTooBig: {
    id: 'upload.error.file_too_big',
    defaultMessage: 'File too big [{filesize} {filesizeunit} / {allowedsize} {allowedsizeunit}]',
  },
  default: { id: 'upload.error.default', defaultMessage: 'Try again later' },
})

export const sizeUnits = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const
export type SizeUnit = (typeof sizeUnits)[number]

/** A byte count in the largest binary unit that keeps it at or above 1, two decimals at most. */
export function formatFileSize(bytes: number): { num: number; unit: SizeUnit } {
  if (!Number.isFinite(bytes) || bytes < 1) return { num: Math.max(0, bytes || 0), unit: 'B' }
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), sizeUnits.length - 1)
  const num = Number((bytes / 1024 ** exponent).toFixed(2))
  return { num, unit: sizeUnits[exponent] ?? 'B' }
}

export type UploadErrorCode = 'file_too_big' | 'default'

export interface UploadError {
  code: UploadErrorCode
  /** The code-specific part; shown after `uploadMessages.base`. */
  message: UserMessage
}

/** Null when the file fits the instance's upload limit (0 or less means no limit). */
export function checkUploadSize(fileSize: number, uploadLimit: number): UploadError | null {
  if (uploadLimit <= 0 || fileSize <= uploadLimit) return null
  const size = formatFileSize(fileSize)
  const allowed = formatFileSize(uploadLimit)
  return {
    code: 'file_too_big',
    message: {
      descriptor: uploadMessages.fileTooBig,
      values: {
        filesize: size.num,
        filesizeunit: size.unit,
        allowedsize: allowed.num,
        allowedsizeunit: allowed.unit,
      },
    },
  }
}

/** Any failure other than the size check. */
export function defaultUploadError(): UploadError {
  return { code: 'default', message: { descriptor: uploadMessages.default } }
}

/** Whether another file may be added (the control is disabled and drop refused otherwise). */
export function canAddFile(fileCount: number, fileLimit: number): boolean {
  return fileLimit <= 0 || fileCount < fileLimit
}
