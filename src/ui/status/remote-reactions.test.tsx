import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { status, user } from '../../entities/test-factories'
import { StatusCard } from './StatusCard'
import { renderWithEnv } from './test-env'

const alice = user('u1', { name: 'Alice', screen_name: 'alice', screen_name_ui: 'alice' })
const reaction = (name: string) => ({ name, count: 2, me: false, url: null, account_ids: [] })
const remoteNote = status('1', {
  is_local: false,
  uri: 'https://m.example/notes/9abc',
  emoji_reactions: [reaction('blobcat@m.example'), reaction('👍')],
})

/** The third-party host: answers note lookups (and records them); its images are not read. */
function misskeyHost() {
  const asked: Request[] = []
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    if (!request.url.endsWith('/api/notes/show')) {
      return Promise.resolve(new Response(null, { status: 404 }))
    }
    asked.push(request)
    return Promise.resolve(
      Response.json({ id: '9abc', reactionEmojis: { blobcat: 'https://m.example/b.png' } }),
    )
  })
  return asked
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('remote reaction images (Misskey-style hosts)', () => {
  it('draws custom reactions from the answer and unicode ones from the emoji CDN', async () => {
    const asked = misskeyHost()
    renderWithEnv(<StatusCard statusId="1" />, { statuses: [remoteNote], users: [alice] })
    expect(await screen.findByRole('img', { name: ':blobcat@m.example:' })).toHaveAttribute(
      'src',
      'https://m.example/b.png',
    )
    expect(screen.getByRole('img', { name: ':👍:' }).getAttribute('src')).toMatch(/\/1f44d\.png$/)
    expect(asked.map((request) => [request.method, request.url])).toEqual([
      ['POST', 'https://m.example/api/notes/show'],
    ])
    expect(await asked[0]?.json()).toEqual({ noteId: '9abc' })
  })

  it('asks no third party for a local post, and shows its unicode reactions as text', async () => {
    const asked = misskeyHost()
    const local = { ...remoteNote, id: '2', is_local: true, uri: 'https://m.example/notes/mine' }
    renderWithEnv(
      <>
        <StatusCard statusId="1" />
        <StatusCard statusId="2" />
      </>,
      { statuses: [remoteNote, local], users: [alice] },
    )
    // The remote post's images arriving shows the cards have made their lookups.
    await screen.findByRole('img', { name: ':blobcat@m.example:' })
    expect(asked).toHaveLength(1)
    expect(await asked[0]?.json()).toEqual({ noteId: '9abc' })
    const [, localCard] = screen.getAllByRole('article')
    expect(within(localCard!).queryByRole('img', { name: ':👍:' })).toBeNull()
    expect(within(localCard!).getByText('👍')).toBeInTheDocument()
  })
})
