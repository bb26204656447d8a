import type { ApiAttachment, ApiCard } from '../api/wire/index.ts'
import {
  arr,
  idOrNull,
  isRecord,
  nonEmpty,
  numOrNull,
  record,
  str,
  url,
  urlOrNull,
  warnBadData,
} from './coerce.ts'
import type { Attachment, AttachmentKind, AttachmentMeta, Card } from './media.ts'
import { htmlToText } from './text.ts'

/** Attachment kind from a mimetype (spec 2 §3): image, video, audio, flash, html, unknown. */
export function attachmentKind(mimetype: string): AttachmentKind {
  const mime = mimetype.toLowerCase()
  if (mime.includes('flash')) return 'flash'
  if (mime.startsWith('text/html')) return 'html'
  const slash = mime.indexOf('/')
  const major = slash < 0 ? mime : mime.slice(0, slash)
  if (major === 'image' || major === 'video' || major === 'audio') return major
  return 'unknown'
}

/** Mastodon-style servers send no mime type: stand in with the wire type's family. */
function mimetypeOf(raw: ApiAttachment): string {
  const mime = nonEmpty(record(raw.pleroma).mime_type)
  if (mime !== null) return mime
  const type = str(raw.type)
  if (type === 'gifv') return 'video/mp4'
  if (type === 'image' || type === 'video' || type === 'audio') return `${type}/*`
  return 'application/octet-stream'
}

function metaOf(raw: ApiAttachment): AttachmentMeta | null {
  if (!isRecord(raw.meta)) return null
  const meta = record(raw.meta)
  const original = record(meta.original)
  const focus = record(meta.focus)
  const width = numOrNull(original.width)
  const height = numOrNull(original.height)
  const fx = numOrNull(focus.x)
  const fy = numOrNull(focus.y)
  return {
    width,
    height,
    aspect: numOrNull(original.aspect) ?? (width !== null && height ? width / height : null),
    focus: fx !== null && fy !== null ? { x: fx, y: fy } : null,
  }
}

export function normalizeAttachment(raw: ApiAttachment): Attachment | undefined {
  if (!isRecord(raw)) return undefined
  const id = idOrNull(raw.id)
  const link = url(raw.url) || url(raw.remote_url)
  if (id === null || link === '') {
    warnBadData('attachment without id or url skipped', raw)
    return undefined
  }
  const mimetype = mimetypeOf(raw)
  const preview = urlOrNull(raw.preview_url) ?? link
  const description = nonEmpty(raw.description)
  return {
    id,
    mimetype,
    kind: attachmentKind(mimetype),
    url: link,
    large_thumb_url: preview,
    thumb_url: preview,
    remote_url: urlOrNull(raw.remote_url),
    // Some servers send alt text HTML-escaped.
    description: description === null ? null : htmlToText(description),
    blurhash: nonEmpty(raw.blurhash),
    meta: metaOf(raw),
    oembed: null,
  }
}

export function normalizeAttachments(
  list: readonly ApiAttachment[] | null | undefined,
): Attachment[] {
  const out: Attachment[] = []
  for (const item of arr(list)) {
    const attachment = normalizeAttachment(item)
    if (attachment) out.push(attachment)
  }
  return out
}

export function normalizeCard(raw: ApiCard | null | undefined): Card | null {
  if (!isRecord(raw)) return null
  const link = url(raw.url)
  if (link === '') return null
  return {
    url: link,
    image: urlOrNull(raw.image),
    image_description: str(raw.image_description),
    title: str(raw.title),
    description: str(raw.description),
    provider_name: str(raw.provider_name),
    type: str(raw.type, 'link'),
  }
}
