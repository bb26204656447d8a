import { describe, expect, it } from 'vitest'
import { emptyDraft, withIdempotencyKey, type ComposerDraft } from '../lib/composer/draft'
import { buildPostPayload } from './post-payload'

const limits = { max_options: 4, max_option_chars: 50, min_expiration: 60, max_expiration: 86400 }
const draft = (over: Partial<ComposerDraft> = {}): ComposerDraft => ({
  ...emptyDraft({ visibility: 'public', contentType: 'text/plain' }),
  ...over,
})
const file = { id: 'm1', url: 'u', previewUrl: 'p', mimetype: 'image/png', name: 'a.png' }

describe('post payload', () => {
  it('carries the draft, reply and quote targets', () => {
    const payload = buildPostPayload(
      draft({ status: 'hi', visibility: 'unlisted', language: 'en', files: [file] }),
      { inReplyToStatusId: 'r1', quoteId: 'q1', pollLimits: limits },
    )
    expect(payload).toMatchObject({
      status: 'hi',
      spoilerText: null,
      visibility: 'unlisted',
      sensitive: false,
      media: ['m1'],
      inReplyToStatusId: 'r1',
      quoteId: 'q1',
      contentType: 'text/plain',
      language: 'en',
      poll: null,
      preview: false,
    })
  })
  it('sends the content warning only with the sensitive flag', () => {
    expect(
      buildPostPayload(draft({ spoilerText: 'cw' }), { pollLimits: limits }).spoilerText,
    ).toBeNull()
    expect(
      buildPostPayload(draft({ spoilerText: 'cw', nsfw: true }), { pollLimits: limits })
        .spoilerText,
    ).toBe('cw')
  })
  it('sends a poll only with an option', () => {
    const poll = {
      options: ['a', 'b'],
      multiple: false,
      expiryAmount: 10,
      expiryUnit: 'minutes' as const,
    }
    expect(buildPostPayload(draft({ poll }), { pollLimits: limits }).poll).toEqual({
      options: ['a', 'b'],
      multiple: false,
      expiresIn: 600,
    })
    const empty = { ...poll, options: ['', ''] }
    expect(buildPostPayload(draft({ poll: empty }), { pollLimits: limits }).poll).toBeNull()
  })
  it('previews without media, poll or idempotency key', () => {
    const poll = {
      options: ['a', 'b'],
      multiple: false,
      expiryAmount: 10,
      expiryUnit: 'minutes' as const,
    }
    const payload = buildPostPayload(draft({ poll, files: [file], idempotencyKey: '5' }), {
      pollLimits: limits,
      preview: true,
    })
    expect(payload).toMatchObject({ preview: true, media: [], poll: null, idempotencyKey: null })
  })
})

describe('idempotency key', () => {
  it('is the time in ms, made once per draft and reused on every retry', () => {
    let now = 1000
    const first = withIdempotencyKey(draft({ status: 'x' }), () => now)
    now = 2000
    const retry = withIdempotencyKey(first, () => now)
    expect(first.idempotencyKey).toBe('1000')
    expect(retry.idempotencyKey).toBe('1000')
    expect(buildPostPayload(retry, { pollLimits: limits }).idempotencyKey).toBe('1000')
  })
})
