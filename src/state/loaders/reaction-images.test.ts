import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRemoteReactionImages, probeAnimation } from './reaction-images'

const target = () => ({ store: createStore(), accountKey: 'me@akkoma.example' })

const twoFrames = Uint8Array.from([
  ...new TextEncoder().encode('GIF89a'),
  ...[1, 0, 1, 0, 0, 0, 0],
  ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 1, 0x44, 0],
  ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 1, 0x44, 0, 0x3b],
])

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the reaction images of third parties (Misskey-style hosts, image probes)', () => {
  it('asks the note host once per store, without the account token, and maps names to URLs', async () => {
    const seen: Request[] = []
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init))
      const body = {
        id: '9abc',
        reactionEmojis: { 'blobcat@m.example': 'https://m.example/b.png' },
      }
      return Promise.resolve(Response.json(body))
    })
    const mine = target()
    expect(await loadRemoteReactionImages(mine, 'https://m.example', '9abc')).toEqual({
      'blobcat@m.example': 'https://m.example/b.png',
      blobcat: 'https://m.example/b.png',
    })
    await loadRemoteReactionImages(mine, 'https://m.example', '9abc')
    expect(seen).toHaveLength(1)
    expect(seen[0]?.url).toBe('https://m.example/api/notes/show')
    expect(seen[0]?.method).toBe('POST')
    expect(await seen[0]?.json()).toEqual({ noteId: '9abc' })
    expect(seen[0]?.headers.get('authorization')).toBeNull()
    // Another store (another test, another window) keeps its own answers.
    await loadRemoteReactionImages(target(), 'https://m.example', '9abc')
    expect(seen).toHaveLength(2)
  })

  it('rejects for a host that fails, and does not ask it again', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ error: 'nope' }, { status: 500 })))
    vi.stubGlobal('fetch', fetch)
    const mine = target()
    await expect(loadRemoteReactionImages(mine, 'https://down.example', 'x')).rejects.toThrow()
    await expect(loadRemoteReactionImages(mine, 'https://down.example', 'x')).rejects.toThrow()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('probes an image once from its first bytes, without credentials', async () => {
    const fetchImage = vi.fn((url: string, _init: RequestInit) =>
      url.endsWith('down.png')
        ? Promise.reject(new TypeError('CORS'))
        : Promise.resolve(new Response(url.endsWith('a.png') ? twoFrames : 'x')),
    )
    vi.stubGlobal('fetch', fetchImage)
    const mine = target()
    expect(await probeAnimation(mine, 'https://m.example/a.png')).toBe(true)
    expect(await probeAnimation(mine, 'https://m.example/a.png')).toBe(true)
    expect(await probeAnimation(mine, 'https://m.example/b.png')).toBe(false)
    expect(await probeAnimation(mine, 'https://m.example/down.png')).toBe(false)
    expect(fetchImage).toHaveBeenCalledTimes(3)
    const init = fetchImage.mock.calls[0]?.[1]
    expect(init?.credentials).toBe('omit')
    expect(new Headers(init?.headers).get('range')).toBe('bytes=0-65535')
  })
})
