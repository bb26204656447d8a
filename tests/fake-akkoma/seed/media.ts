import type { Store } from '../store/store'
import type { Media } from '../store/types'
import { swf } from './files'

export interface MediaInput {
  ownerId: string
  mime: string
  filename: string
  data: Buffer
  description?: string | null
  width?: number | null
  height?: number | null
  blurhash?: string | null
  focus?: string | null
}

/** Stores an upload and serves it under /media/<id>/<filename>. */
export function addMedia(store: Store, input: MediaInput): Media {
  const id = String(store.seq.media.next())
  const safeName = input.filename.replace(/[^\w.-]+/g, '_') || 'file'
  const path = `/media/${id}/${safeName}`
  const media: Media = {
    id,
    ownerId: input.ownerId,
    mime: input.mime,
    filename: safeName,
    data: input.data,
    description: input.description ?? null,
    width: input.width ?? null,
    height: input.height ?? null,
    blurhash: input.blurhash ?? null,
    focus: input.focus ?? null,
    path,
  }
  store.media.set(id, media)
  store.files.set(path, { mime: input.mime, data: input.data })
  return media
}

export const FLASH_MIME = 'application/x-shockwave-flash'

/**
 * A flash movie as Akkoma stores an upload of one (the client plays it with its emulator): a
 * 320 x 240 stage in one colour, served as application/x-shockwave-flash.
 */
export function addFlashMedia(store: Store, ownerId: string): Media {
  return addMedia(store, {
    ownerId,
    mime: FLASH_MIME,
    filename: 'stage.swf',
    data: swf({ width: 320, height: 240 }),
    description: 'A blue flash stage',
    width: 320,
    height: 240,
  })
}

/** Width and height from a PNG, GIF or JPEG header, so uploads get `meta` like the real server. */
export function imageSize(data: Buffer): { width: number; height: number } | null {
  if (data.length > 24 && data.readUInt32BE(0) === 0x89504e47)
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
  if (data.length > 10 && data.toString('ascii', 0, 3) === 'GIF')
    return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) }
  if (data.length > 4 && data[0] === 0xff && data[1] === 0xd8) {
    let i = 2
    while (i + 9 < data.length) {
      if (data[i] !== 0xff) return null
      const marker = data[i + 1] ?? 0
      const length = data.readUInt16BE(i + 2)
      if (marker >= 0xc0 && marker <= 0xc3)
        return { height: data.readUInt16BE(i + 5), width: data.readUInt16BE(i + 7) }
      i += 2 + length
    }
  }
  return null
}
