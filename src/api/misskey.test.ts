import { describe, expect, it } from 'vitest'
import { fetchMisskeyNote, misskeyReactionUrls } from './misskey'
import { ok, recordingClient } from './test-fetch'

describe('fetchMisskeyNote', () => {
  it('asks the remote host for the note as JSON and never sends a token', async () => {
    const note = { id: 'n1', reactionEmojis: { 'blob@.': 'https://m.example/blob.png' } }
    const { client, requests } = recordingClient({ 'POST /api/notes/show': ok(note) })
    expect(await fetchMisskeyNote(client, 'n1')).toEqual(note)
    expect(requests[0]?.body).toEqual({ noteId: 'n1' })
    expect(requests[0]?.headers.get('authorization')).toBeNull()
  })
})

describe('misskeyReactionUrls', () => {
  it('reads reactionEmojis by full name and bare shortcode, dropping the colons', () => {
    expect(
      misskeyReactionUrls({
        id: 'n1',
        reactionEmojis: { 'blobcat@m.example': 'https://m.example/blobcat.png' },
        emojis: [{ name: ':party:', url: 'https://m.example/party.gif' }],
      }),
    ).toEqual({
      'blobcat@m.example': 'https://m.example/blobcat.png',
      blobcat: 'https://m.example/blobcat.png',
      party: 'https://m.example/party.gif',
    })
  })

  it('ignores answers of the wrong shape and entries that are not string URLs', () => {
    expect(misskeyReactionUrls(null)).toEqual({})
    expect(misskeyReactionUrls('nope')).toEqual({})
    expect(misskeyReactionUrls({ reactionEmojis: ['x'] })).toEqual({})
    const urls = misskeyReactionUrls({
      reactionEmojis: { a: 3, b: '', __proto__: 'https://x.example/p.png', c: { url: 'y' } },
    })
    expect(Object.keys(urls)).toEqual([])
    const proto = misskeyReactionUrls(JSON.parse('{"reactionEmojis":{"__proto__":"https://x/p"}}'))
    expect(Object.getPrototypeOf(proto)).toBe(Object.prototype)
    expect(Object.hasOwn(proto, '__proto__')).toBe(true)
  })
})
