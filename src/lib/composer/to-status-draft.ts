import type { StatusDraft } from '../../api/server-kind'
import type { StatusEdit } from '../../api/statuses'
import type { PostPayload } from './payload'

/** The API layer's create-call input from the spec's post payload. */
export function toStatusDraft(payload: PostPayload): StatusDraft {
  return {
    status: payload.status,
    spoilerText: payload.spoilerText,
    visibility: payload.visibility,
    sensitive: payload.sensitive,
    mediaIds: payload.media,
    ...(payload.inReplyToStatusId ? { inReplyToId: payload.inReplyToStatusId } : {}),
    ...(payload.quoteId ? { quoteId: payload.quoteId } : {}),
    contentType: payload.contentType,
    ...(payload.language ? { language: payload.language } : {}),
    ...(payload.poll ? { poll: payload.poll } : {}),
    ...(payload.idempotencyKey ? { idempotencyKey: payload.idempotencyKey } : {}),
    ...(payload.preview ? { preview: true } : {}),
  }
}

/** An edit sends the same fields, without scope or poll (both are locked while editing). */
export function toStatusEdit(payload: PostPayload): StatusEdit {
  return {
    status: payload.status,
    ...(payload.spoilerText === null ? { spoilerText: '' } : { spoilerText: payload.spoilerText }),
    sensitive: payload.sensitive,
    contentType: payload.contentType,
    ...(payload.language ? { language: payload.language } : {}),
    mediaIds: payload.media,
  }
}
