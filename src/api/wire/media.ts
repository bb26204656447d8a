import type { ApiId } from './common.ts'

export type ApiAttachmentType = 'image' | 'video' | 'gifv' | 'audio' | 'unknown' | (string & {})

export interface ApiAttachmentMetaSize {
  width?: number
  height?: number
  aspect?: number
  size?: string
  duration?: number
  frame_rate?: string
  bitrate?: number
}

export interface ApiAttachmentMeta {
  original?: ApiAttachmentMetaSize
  small?: ApiAttachmentMetaSize
  focus?: { x: number; y: number }
  length?: string
  duration?: number
}

/** StatusView "attachment.json" (also the answer of POST /api/v1/media and the mascot). */
export interface ApiAttachment {
  id: ApiId
  type: ApiAttachmentType
  url: string
  remote_url?: string | null
  preview_url?: string | null
  text_url?: string | null
  description?: string | null
  blurhash?: string | null
  meta?: ApiAttachmentMeta | null
  pleroma?: { mime_type?: string }
}

/** StatusView "card.json". Akkoma always sends type "link"; Mastodon has more keys. */
export interface ApiCard {
  url: string
  title: string
  description: string
  type?: 'link' | 'photo' | 'video' | 'rich' | (string & {})
  image?: string | null
  image_description?: string
  provider_name?: string
  provider_url?: string
  author_name?: string
  author_url?: string
  html?: string
  width?: number
  height?: number
  embed_url?: string
  blurhash?: string | null
  pleroma?: { opengraph?: Record<string, unknown> }
}
