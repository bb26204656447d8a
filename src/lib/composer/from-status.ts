import type { Attachment, Status, StatusSource } from '../../entities'
import type { ComposerDraft, DraftFile } from './draft'
import { replyMentions, type ComposerTarget } from './initial-draft'
import { postScopeOf } from './scopes'

// How the deck turns a status into what the composer needs, without the composer reading the
// entity cache itself.

export function replyTarget(status: Status, author: string | null, viewer: string): ComposerTarget {
  return {
    kind: 'reply',
    statusId: status.id,
    scope: postScopeOf(status.visibility),
    mentions: replyMentions(
      author,
      status.attentions.map((a) => a.screen_name),
      viewer,
    ),
    spoiler: status.summary,
  }
}

export function quoteTarget(status: Status): ComposerTarget {
  return { kind: 'quote', statusId: status.id, scope: postScopeOf(status.visibility) }
}

export function attachmentToFile(attachment: Attachment): DraftFile {
  return {
    id: attachment.id,
    url: attachment.url,
    previewUrl: attachment.thumb_url || attachment.url,
    mimetype: attachment.mimetype,
    name: attachment.description ?? attachment.url.split('/').pop() ?? attachment.id,
  }
}

/**
 * The form an edit or redraft starts from: the source when the server gave it (edit), else the
 * status's own plain text (redraft; a delete answer carries `source_text`).
 */
export function prefillFromStatus(
  status: Status,
  source: StatusSource | null = null,
): Partial<ComposerDraft> {
  return {
    status: source?.text ?? status.source_text ?? status.text,
    spoilerText: source?.spoiler_text ?? status.summary,
    nsfw: status.nsfw,
    files: status.attachments.map(attachmentToFile),
    mediaDescriptions: Object.fromEntries(
      status.attachments.flatMap((a) => (a.description ? [[a.id, a.description]] : [])),
    ),
    visibility: postScopeOf(status.visibility),
    language: status.language,
    ...(source?.content_type || status.media_type
      ? { contentType: source?.content_type ?? status.media_type ?? 'text/plain' }
      : {}),
  }
}
