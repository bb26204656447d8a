import { describe, expect, it } from 'vitest'
import { canAddFile, checkUploadSize, defaultUploadError, formatFileSize } from './upload-errors'

describe('file sizes', () => {
  it('uses B, KiB, MiB, GiB and TiB', () => {
    expect(formatFileSize(512)).toEqual({ num: 512, unit: 'B' })
    expect(formatFileSize(1536)).toEqual({ num: 1.5, unit: 'KiB' })
    expect(formatFileSize(16 * 1024 ** 2)).toEqual({ num: 16, unit: 'MiB' })
    expect(formatFileSize(3.25 * 1024 ** 3)).toEqual({ num: 3.25, unit: 'GiB' })
    expect(formatFileSize(2 * 1024 ** 4)).toEqual({ num: 2, unit: 'TiB' })
    expect(formatFileSize(5000 * 1024 ** 4)).toEqual({ num: 5000, unit: 'TiB' })
  })
  it('rounds to two decimals', () => {
    expect(formatFileSize(1024 ** 2 + 12345)).toEqual({ num: 1.01, unit: 'MiB' })
  })
})

describe('upload errors', () => {
  it('rejects a file over the limit with sizes and units', () => {
    const error = checkUploadSize(20 * 1024 ** 2, 16 * 1024 ** 2)
    expect(error?.code).toBe('file_too_big')
    expect(error?.message.descriptor.id).toBe('upload.error.file_too_big')
    expect(error?.message.values).toEqual({
      filesize: 20,
      filesizeunit: 'MiB',
      allowedsize: 16,
      allowedsizeunit: 'MiB',
    })
  })
  it('accepts a file at the limit, or any file without a limit', () => {
    expect(checkUploadSize(100, 100)).toBeNull()
    expect(checkUploadSize(10 ** 12, 0)).toBeNull()
  })
  it('gives the default code for other failures', () => {
    expect(defaultUploadError()).toMatchObject({ code: 'default' })
    expect(defaultUploadError().message.descriptor.id).toBe('upload.error.default')
  })
  it('stops adding files at the file limit', () => {
    expect(canAddFile(3, 4)).toBe(true)
    expect(canAddFile(4, 4)).toBe(false)
  })
})
