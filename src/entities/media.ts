export type AttachmentKind = 'image' | 'video' | 'audio' | 'flash' | 'html' | 'unknown'

export interface AttachmentMeta {
  width: number | null
  height: number | null
  aspect: number | null
  focus: { x: number; y: number } | null
}

/** spec 2 §3 Attachment. `kind` is derived from the mimetype. */
export interface Attachment {
  id: string
  mimetype: string
  kind: AttachmentKind
  url: string
  large_thumb_url: string
  thumb_url: string
  /** The original remote URL, when the media is proxied or cached. */
  remote_url: string | null
  description: string | null
  blurhash: string | null
  meta: AttachmentMeta | null
  oembed: { title: string; oembedHTML: string } | null
}

/** spec 2 §3 Link card. */
export interface Card {
  url: string
  image: string | null
  image_description: string
  title: string
  description: string
  provider_name: string
  type: string
}
