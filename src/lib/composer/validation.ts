import { defineMessages, type MessageDescriptor } from '../../i18n/define-messages'

export const validationMessages = defineMessages({
  emptyStatus: {
    id: 'post_status.empty_status_error',
    defaultMessage: 'Cannot post an empty status with no files',
  },
  previewEmpty: { id: 'post_status.preview_empty', defaultMessage: 'Empty' },
  mediaDescription: {
    id: 'post_status.media_description_error',
    defaultMessage: 'Failed to update media, try again',
  },
})

/** spec 2 §5: textlimit minus (status length + spoiler length). */
export function charactersLeft(textLimit: number, status: string, spoilerText: string): number {
  return textLimit - (status.length + spoilerText.length)
}

/** Over the limit only when the instance sets one (above 0) and nothing is left. */
export function isOverLimit(textLimit: number, status: string, spoilerText: string): boolean {
  return textLimit > 0 && charactersLeft(textLimit, status, spoilerText) < 0
}

export function isBlankPost(status: string, fileCount: number): boolean {
  return status.trim() === '' && fileCount === 0
}

export interface PostCheckInput {
  status: string
  spoilerText: string
  fileCount: number
  textLimit: number
  /** The poll form's error, when a poll is being composed. */
  pollError: MessageDescriptor | null
}

/** The error that blocks posting, or null when the post may go. */
export function postBlocker(input: PostCheckInput): MessageDescriptor | 'over-limit' | null {
  if (isBlankPost(input.status, input.fileCount)) return validationMessages.emptyStatus
  if (input.pollError) return input.pollError
  if (isOverLimit(input.textLimit, input.status, input.spoilerText)) return 'over-limit'
  return null
}

/**
 * The content warning sent: only with the sensitive flag and a text; an empty one is null
 * (spec 2 §5).
 */
export function spoilerToSend(
  nsfw: boolean,
  spoilerText: string | null | undefined,
): string | null {
  if (!nsfw || spoilerText == null) return null
  return spoilerText === '' ? null : spoilerText
}

/** A preview needs something to show: text or a content warning. */
export function isPreviewEmpty(status: string, spoilerText: string): boolean {
  return status.trim() === '' && spoilerText.trim() === ''
}

/** Descriptions worth saving: non-blank after trimming, one entry per attachment. */
export function descriptionsToSave(
  mediaIds: readonly string[],
  descriptions: Readonly<Record<string, string>>,
): { id: string; description: string }[] {
  return mediaIds.flatMap((id) => {
    const description = descriptions[id]?.trim() ?? ''
    return description === '' ? [] : [{ id, description }]
  })
}
