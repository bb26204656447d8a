// The composer's calls (spec 2 §5 and §7): post or edit a draft, preview it, upload a file, load
// an edit's source. Each calls the API, stores what the server answered through ingest (a posted
// status enters the cache here, not in the component that asked), and resolves to what the form
// shows: done, or one error line in the server's own words or the spec's.
import { isApiError } from '../api/errors'
import { updateMediaDescription, uploadMedia } from '../api/media'
import { createStatus } from '../api/server-kind'
import { deleteStatus, editStatus, fetchStatusSource } from '../api/statuses'
import { uploadMediaWithProgress, type UploadOptions } from '../api/upload-progress'
import type { ApiAttachment, ApiStatus } from '../api/wire'
import { normalizeStatusSource } from '../entities/normalize-misc'
import type { UserMessage } from '../i18n/define-messages'
import type { ComposerDraft, DraftFile } from '../lib/composer/draft'
import type { ComposerTarget } from '../lib/composer/initial-draft'
import type { PollLimits } from '../lib/composer/poll-form'
import { descriptionsToSave, validationMessages } from '../lib/composer/validation'
import type { EmojiSource } from '../lib/html'
import type { ActionContext } from './action-result'
import { ingestApiStatus } from './ingest-api'
import { buildPostPayload } from './post-payload'
import { isCached, noteNewStatus } from './replies'

/** A failed call as the composer shows it: the server's own words, or messages in order. */
export interface ComposerProblem {
  messages: UserMessage[]
  text?: string
}

export type ComposerResult<T> = { ok: true; value: T } | { ok: false; error: ComposerProblem }

/** The error field of the answer when the server gave one, else the spec's text of the failure. */
export function problemOf(error: unknown): ComposerProblem {
  if (isApiError(error)) {
    return error.serverMessage
      ? { messages: [], text: error.serverMessage }
      : { messages: [error.userMessage] }
  }
  return { messages: [], text: error instanceof Error ? error.message : String(error) }
}

async function attemptCall<T>(run: () => Promise<T>): Promise<ComposerResult<T>> {
  try {
    return { ok: true, value: await run() }
  } catch (error) {
    return { ok: false, error: problemOf(error) }
  }
}

export interface Posted {
  /** The new (or edited) status, now in the account's cache. */
  id: string
  /** A redraft posted, but its original could not be deleted. */
  deleteError?: ComposerProblem
}

/** The server's rendering of a draft; shown under the form, never stored. */
export interface PostPreview {
  spoilerText: string
  html: string
  emojis: readonly EmojiSource[]
}

/** Uploads one file; `onProgress` hears the request's bytes as they go. */
export type MediaUploader = (
  file: File,
  options: Pick<UploadOptions, 'onProgress' | 'signal'>,
) => Promise<ApiAttachment>

export interface ComposerActions {
  post: (
    draft: ComposerDraft,
    target: ComposerTarget,
    pollLimits: PollLimits,
  ) => Promise<ComposerResult<Posted>>
  preview: (draft: ComposerDraft, pollLimits: PollLimits) => Promise<ComposerResult<PostPreview>>
  upload: MediaUpload
  /** An edit starts from the status's source: its text, content warning and format. */
  editSource: (statusId: string) => Promise<ComposerResult<Partial<ComposerDraft>>>
}

export type MediaUpload = (
  file: File,
  options: Parameters<MediaUploader>[1],
) => Promise<ComposerResult<DraftFile>>

export interface ComposerActionOptions {
  /** Uploads with byte progress (XMLHttpRequest); without it, the client's own call. */
  progressUploads?: boolean
  /** Tests script the upload itself. */
  uploader?: MediaUploader
}

/** Sends a validated draft that already carries its idempotency key; reusing it on a retry. */
async function sendDraft(
  ctx: ActionContext,
  draft: ComposerDraft,
  target: ComposerTarget,
  pollLimits: PollLimits,
): Promise<ApiStatus> {
  const payload = buildPostPayload(target.kind === 'edit' ? { ...draft, poll: null } : draft, {
    inReplyToStatusId: target.kind === 'reply' ? target.statusId : null,
    quoteId: target.kind === 'quote' ? target.statusId : null,
    pollLimits,
  })
  return target.kind === 'edit'
    ? editStatus(ctx.client, target.statusId, payload)
    : createStatus(ctx.client, payload)
}

/**
 * Saves the non-blank media descriptions first, one call each (nothing is posted if one fails),
 * then creates or edits the status and ingests it, and for a redraft deletes the original once
 * the new status exists.
 */
async function postDraft(
  ctx: ActionContext,
  draft: ComposerDraft,
  target: ComposerTarget,
  pollLimits: PollLimits,
): Promise<ComposerResult<Posted>> {
  const ids = draft.files.map((f) => f.id)
  try {
    for (const { id, description } of descriptionsToSave(ids, draft.mediaDescriptions)) {
      await updateMediaDescription(ctx.client, id, description)
    }
  } catch {
    return { ok: false, error: { messages: [{ descriptor: validationMessages.mediaDescription }] } }
  }
  const sent = await attemptCall(() => sendDraft(ctx, draft, target, pollLimits))
  if (!sent.ok) return sent
  const known = target.kind === 'edit' || isCached(ctx.store, ctx.accountKey, sent.value.id)
  const status = ingestApiStatus(ctx.store, ctx.accountKey, sent.value)
  // The stream may have brought it first: then it was counted already.
  if (status && !known) noteNewStatus(ctx.store, ctx.accountKey, status)
  const id = sent.value.id
  if (target.kind !== 'redraft') return { ok: true, value: { id } }
  const deleted = await attemptCall(() => deleteStatus(ctx.client, target.statusId))
  return { ok: true, value: deleted.ok ? { id } : { id, deleteError: deleted.error } }
}

/** The same create call with the preview flag, without media, poll or idempotency key. */
function previewDraft(ctx: ActionContext, draft: ComposerDraft, pollLimits: PollLimits) {
  return attemptCall(async (): Promise<PostPreview> => {
    const payload = buildPostPayload(draft, { pollLimits, preview: true })
    const answer = await createStatus(ctx.client, payload)
    return {
      spoilerText: answer.spoiler_text ?? '',
      html: answer.content,
      emojis: answer.emojis ?? [],
    }
  })
}

function toDraftFile(attachment: ApiAttachment, file: File): DraftFile {
  return {
    id: attachment.id,
    url: attachment.url,
    previewUrl: attachment.preview_url ?? attachment.url,
    mimetype: attachment.pleroma?.mime_type ?? (file.type || 'application/octet-stream'),
    name: file.name,
  }
}

function uploaderOf(ctx: ActionContext, options: ComposerActionOptions): MediaUploader {
  if (options.uploader) return options.uploader
  if (options.progressUploads === true) {
    return (file, callbacks) => uploadMediaWithProgress(ctx.client, file, callbacks)
  }
  return (file, { signal }) => uploadMedia(ctx.client, file, signal ? { signal } : {})
}

/** A server that names no format (Mastodon) stores plain text: the edit starts as plain text. */
async function editSource(ctx: ActionContext, statusId: string) {
  return attemptCall(async (): Promise<Partial<ComposerDraft>> => {
    const source = normalizeStatusSource(await fetchStatusSource(ctx.client, statusId))
    if (!source) throw new Error('The server sent no source for this status')
    return {
      status: source.text,
      spoilerText: source.spoiler_text,
      contentType: source.content_type,
    }
  })
}

export function createComposerActions(
  ctx: ActionContext,
  options: ComposerActionOptions = {},
): ComposerActions {
  const uploader = uploaderOf(ctx, options)
  return {
    post: (draft, target, pollLimits) => postDraft(ctx, draft, target, pollLimits),
    preview: (draft, pollLimits) => previewDraft(ctx, draft, pollLimits),
    upload: (file, callbacks) =>
      attemptCall(async () => toDraftFile(await uploader(file, callbacks), file)),
    editSource: (statusId) => editSource(ctx, statusId),
  }
}
