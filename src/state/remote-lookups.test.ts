import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../api/client'
import { ok, recordingClient } from '../api/test-fetch'
import { createStatusActions } from './status-actions'

function accountContext() {
  const account = createApiClient({ baseUrl: 'https://akkoma.example', token: 'secret' })
  return { store: createStore(), accountKey: 'me@akkoma.example', client: account }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('remote lookups of the status actions (Misskey-style hosts, image probes)', () => {
  it('asks the note host once, without the account token, and maps names to URLs', async () => {
    const seen: Request[] = []
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init))
      const body = {
        id: '9abc',
        reactionEmojis: { 'blobcat@m.example': 'https://m.example/b.png' },
      }
      return Promise.resolve(Response.json(body))
    })
    const actions = createStatusActions(accountContext())
    const lookup = actions.remoteReactionEmojis
    if (!lookup) throw new Error('no remote reaction lookup')
    const first = await lookup('https://m.example', '9abc')
    expect(first).toEqual({
      ok: true,
      value: { 'blobcat@m.example': 'https://m.example/b.png', blobcat: 'https://m.example/b.png' },
    })
    await lookup('https://m.example', '9abc')
    expect(seen).toHaveLength(1)
    expect(seen[0]?.url).toBe('https://m.example/api/notes/show')
    expect(seen[0]?.method).toBe('POST')
    expect(await seen[0]?.json()).toEqual({ noteId: '9abc' })
    expect(seen[0]?.headers.get('authorization')).toBeNull()
  })

  it('reports a host that fails as an error result rather than throwing', async () => {
    const { client } = recordingClient({ 'POST /api/notes/other': ok({}) })
    const actions = createStatusActions(accountContext(), { remoteClient: () => client })
    const result = await actions.remoteReactionEmojis?.('https://down.example', 'x')
    expect(result?.ok).toBe(false)
  })

  it('probes an image once from its first bytes, without credentials', async () => {
    const twoFrames = Uint8Array.from([
      ...new TextEncoder().encode('GIF89a'),
      ...[1, 0, 1, 0, 0, 0, 0],
      ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 1, 0x44, 0],
      ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 1, 0x44, 0, 0x3b],
    ])
    const fetchImage = vi.fn((url: string, _init: RequestInit) =>
      url.endsWith('down.png')
        ? Promise.reject(new TypeError('CORS'))
        : Promise.resolve(new Response(url.endsWith('a.png') ? twoFrames : 'x')),
    )
    const { probeAnimation } = createStatusActions(accountContext(), { fetchImage })
    if (!probeAnimation) throw new Error('no probe')
    expect(await probeAnimation('https://m.example/a.png')).toBe(true)
    expect(await probeAnimation('https://m.example/a.png')).toBe(true)
    expect(await probeAnimation('https://m.example/b.png')).toBe(false)
    expect(await probeAnimation('https://m.example/down.png')).toBe(false)
    expect(fetchImage).toHaveBeenCalledTimes(3)
    const init = fetchImage.mock.calls[0]?.[1]
    expect(init?.credentials).toBe('omit')
    expect(new Headers(init?.headers).get('range')).toBe('bytes=0-65535')
  })
})
