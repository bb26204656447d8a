import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { status, user } from '../../entities/test-factories'
import { StatusCard } from './StatusCard'
import { fakeActions, renderWithEnv } from './test-env'

const alice = user('u1', { name: 'Alice', screen_name: 'alice', screen_name_ui: 'alice' })
const reaction = (name: string) => ({ name, count: 2, me: false, url: null, account_ids: [] })
const remoteNote = status('1', {
  is_local: false,
  uri: 'https://m.example/notes/9abc',
  emoji_reactions: [reaction('blobcat@m.example'), reaction('👍')],
})

describe('remote reaction images (Misskey-style hosts)', () => {
  it('draws custom reactions from the answer and unicode ones from the emoji CDN', async () => {
    const lookup = vi.fn(() =>
      Promise.resolve({ ok: true as const, value: { blobcat: 'https://m.example/b.png' } }),
    )
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [remoteNote],
      users: [alice],
      env: { actions: fakeActions({ remoteReactionEmojis: lookup }) },
    })
    expect(await screen.findByRole('img', { name: ':blobcat@m.example:' })).toHaveAttribute(
      'src',
      'https://m.example/b.png',
    )
    expect(screen.getByRole('img', { name: ':👍:' }).getAttribute('src')).toMatch(/\/1f44d\.png$/)
    expect(lookup).toHaveBeenCalledWith('https://m.example', '9abc')
  })

  it('asks no third party for a local post, and shows unicode reactions as text', () => {
    const lookup = vi.fn(() => Promise.resolve({ ok: true as const, value: {} }))
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [{ ...remoteNote, is_local: true }],
      users: [alice],
      env: { actions: fakeActions({ remoteReactionEmojis: lookup }) },
    })
    expect(lookup).not.toHaveBeenCalled()
    expect(screen.queryByRole('img', { name: ':👍:' })).toBeNull()
    expect(screen.getByText('👍')).toBeInTheDocument()
  })
})
