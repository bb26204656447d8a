// Gallery layout of spec 2 §9: images and videos share rows of at most 3; audio and other files
// get rows of their own. A gallery whose rows add up to a "dimensional score" above 1 is too
// tall and starts collapsed; in the compact "hide" size, more than 8 attachments is too many.
import type { Attachment } from '../../entities'

export const ROW_MAX = 3
export const HIDE_SIZE_LIMIT = 8

export type GalleryRow =
  | { kind: 'media'; items: Attachment[] }
  | { kind: 'audio'; items: [Attachment] }
  | { kind: 'other'; items: [Attachment] }

export function isVisual(attachment: Attachment): boolean {
  return attachment.kind === 'image' || attachment.kind === 'video'
}

export function galleryRows(attachments: readonly Attachment[]): GalleryRow[] {
  const rows: GalleryRow[] = []
  let current: Attachment[] = []
  const flush = () => {
    if (current.length > 0) rows.push({ kind: 'media', items: current })
    current = []
  }
  for (const attachment of attachments) {
    if (isVisual(attachment)) {
      current.push(attachment)
      if (current.length === ROW_MAX) flush()
    } else {
      flush()
      rows.push({ kind: attachment.kind === 'audio' ? 'audio' : 'other', items: [attachment] })
    }
  }
  flush()
  return rows
}

/** How tall the rows are, in "gallery heights": a media row of n is 1/(n + 0.6). */
export function dimensionScore(rows: readonly GalleryRow[]): number {
  return rows.reduce((score, row) => {
    if (row.kind === 'other') return score + 1 / 8
    if (row.kind === 'audio') return score + 1 / 4
    return score + 1 / (row.items.length + 0.6)
  }, 0)
}

export type GallerySize = 'normal' | 'small' | 'hide'

export function tooManyAttachments(attachments: readonly Attachment[], size: GallerySize): boolean {
  if (size === 'small') return false
  if (size === 'hide') return attachments.length > HIDE_SIZE_LIMIT
  return dimensionScore(galleryRows(attachments)) > 1
}

/** The media viewer shows only these kinds (spec 2 "Attachment viewer"). */
export function isViewable(attachment: Attachment): boolean {
  return (
    attachment.kind === 'image' ||
    attachment.kind === 'video' ||
    attachment.kind === 'audio' ||
    attachment.kind === 'flash'
  )
}

/** Loop a video when looping is on and, with the silent-only option, only when it has no sound. */
export function shouldLoopVideo(
  loopVideo: boolean,
  loopVideoSilentOnly: boolean,
  hasAudio: boolean | undefined,
): boolean {
  if (!loopVideo) return false
  if (!loopVideoSilentOnly) return true
  // Until the video reports its tracks, assume it has sound: never loop a noisy one by mistake.
  return hasAudio === false
}
