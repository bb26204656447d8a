import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from './client'
import {
  createStatus,
  fetchCustomEmojis,
  fetchMeta,
  lacksNotesCreate,
  type PostPayload,
  toNoteParams,
  toNoteVisibility,
  toStatusForm,
} from './server-kind'

describe('visibility mapping of the Misskey-style call', () => {
  it.each([
    ['public', 'public'],
    ['unlisted', 'home'],
    ['private', 'followers'],
    ['direct', 'specified'],
  ] as const)('%s becomes %s', (visibility, mapped) => {
    expect(toNoteVisibility(visibility)).toBe(mapped)
  })

  it('leaves the Mastodon form unmapped', () => {
    expect(toStatusForm({ status: 'x', visibility: 'private' }).visibility).toBe('private')
  })
})

describe('toNoteParams', () => {
  const draft: PostPayload = {
    status: 'hello',
    visibility: 'unlisted',
    spoilerText: 'cw',
    sensitive: true,
    media: ['5'],
    inReplyToStatusId: '9',
    quoteId: '8',
    contentType: 'text/markdown',
    language: 'en',
    poll: { options: ['a', ''], expiresIn: 600, multiple: true },
  }

  it('carries every field of the spec under its Misskey-style name', () => {
    expect(toNoteParams(draft)).toEqual({
      text: 'hello',
      source: 'akkoma-deck',
      cw: 'cw',
      visibility: 'home',
      content_type: 'text/markdown',
      language: 'en',
      poll: { choices: ['a', ''], multiple: true, expiredAfter: 600_000 },
      replyId: '9',
      quote_id: '8',
      mediaIds: ['5'],
    })
  })

  it('sends a content warning only when the post is sensitive', () => {
    expect(toNoteParams({ ...draft, sensitive: false }).cw).toBeUndefined()
    expect(toNoteParams({ ...draft, spoilerText: null }).cw).toBeUndefined()
  })

  it('sends a poll only with at least one non-empty option', () => {
    const empty = { ...draft, poll: { options: ['', ' '], expiresIn: 60 } }
    expect(toNoteParams(empty).poll).toBeUndefined()
    expect(toStatusForm(empty).poll).toBeUndefined()
  })
})

function serverWith(routes: Record<string, (request: Request) => Response>) {
  const seen: Request[] = []
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    seen.push(request)
    const route = routes[`${request.method} ${new URL(request.url).pathname}`]
    return Promise.resolve(
      route ? route(request) : Response.json({ error: 'Not implemented' }, { status: 404 }),
    )
  })
  const client = createApiClient({ baseUrl: 'https://akkoma.example', token: 't', fetch })
  return { client, seen }
}

const status = { id: '1', content: 'hi' }

describe('createStatus', () => {
  it('uses /api/notes/create where the server has it', async () => {
    const { client, seen } = serverWith({
      'POST /api/notes/create': () => Response.json({ createdNote: status }),
    })
    const result = await createStatus(client, {
      status: 'hi',
      visibility: 'public',
      idempotencyKey: '42',
    })
    expect(result).toEqual(status)
    expect(seen[0]?.headers.get('idempotency-key')).toBe('42')
    expect(lacksNotesCreate(client)).toBe(false)
  })

  it('falls back to /api/v1/statuses once and remembers', async () => {
    const { client, seen } = serverWith({
      'POST /api/v1/statuses': () => Response.json(status),
    })
    await createStatus(client, { status: 'hi', visibility: 'direct', idempotencyKey: '7' })
    await createStatus(client, { status: 'again', visibility: 'direct', idempotencyKey: '8' })
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/notes/create',
      '/api/v1/statuses',
      '/api/v1/statuses',
    ])
    expect(seen[1]?.headers.get('idempotency-key')).toBe('7')
    const form = await seen[1]?.formData()
    expect(form?.get('visibility')).toBe('direct')
    expect(form?.get('status')).toBe('hi')
    expect(lacksNotesCreate(client)).toBe(true)
  })

  it('does not fall back on a real error of the Misskey-style call', async () => {
    const { client, seen } = serverWith({
      'POST /api/notes/create': () =>
        Response.json({ error: 'The status is over the character limit' }, { status: 422 }),
    })
    await expect(createStatus(client, { status: 'x', visibility: 'public' })).rejects.toThrow(
      'The status is over the character limit',
    )
    expect(seen).toHaveLength(1)
  })
})

describe('instance documents on a server without Misskey-style routes', () => {
  it('reads the meta fields from /api/v1/instance', async () => {
    const { client } = serverWith({
      'GET /api/v1/instance': () =>
        Response.json({ title: 'Akkoma', thumbnail: 'https://a/t.png', max_toot_chars: 5000 }),
    })
    expect(await fetchMeta(client)).toMatchObject({
      name: 'Akkoma',
      iconUrl: 'https://a/t.png',
      maxNoteTextLength: 5000,
      ads: [],
    })
  })

  it('reads custom emoji from the Pleroma map with absolute URLs', async () => {
    const { client } = serverWith({
      'GET /api/v1/pleroma/emoji': () =>
        Response.json({ blobcat: { image_url: '/emoji/blobcat.png', tags: ['pack:blobs'] } }),
    })
    expect(await fetchCustomEmojis(client)).toEqual([
      { name: 'blobcat', url: 'https://akkoma.example/emoji/blobcat.png', category: 'blobs' },
    ])
  })

  it('falls back to Mastodon custom emoji last', async () => {
    const { client } = serverWith({
      'GET /api/v1/custom_emojis': () =>
        Response.json([{ shortcode: 'x', url: 'https://m/x.png', category: 'c' }]),
    })
    expect(await fetchCustomEmojis(client)).toEqual([
      { name: 'x', url: 'https://m/x.png', category: 'c' },
    ])
  })
})
