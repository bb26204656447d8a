import { formatFileSize } from '../../../lib/composer/upload-errors'

/** A size as the upload errors show it (spec 3 section 8): B, KiB, MiB, GiB or TiB. */
export function formatBytes(bytes: number): string {
  const { num, unit } = formatFileSize(bytes)
  return `${num} ${unit}`
}
