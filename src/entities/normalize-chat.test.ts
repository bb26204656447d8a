import { describe, expect, it, vi } from 'vitest'
import type { ApiChat, ApiChatMessage } from '../api/wire'
import { createBundle } from './bundle'
import { normalizeChat, normalizeChatMessage } from './normalize-chat'
import { apiAccount, apiAttachment } from './test-factories'

const message: ApiChatMessage = {
  id: 'AHb9TsV0Ly0v7RTbP6',
  chat_id: 'AHb9TrWJkOtLWgXxXs',
  account_id: 'bob',
  content: 'Check this out :firefox:',
  created_at: '2020-04-21T15:11:46.000Z',
  emojis: [
    {
      shortcode: 'firefox',
      url: 'https://e.example/firefox.gif',
      static_url: 'https://e.example/f.png',
    },
  ],
  attachment: apiAttachment({ id: 'm1', type: 'image' }),
  unread: true,
  idempotency_key: 'k1',
}

describe('chat normalisers', () => {
  it('reads a message: content, emoji, its one attachment, unread and the echoed key', () => {
    const normalized = normalizeChatMessage(message)
    expect(normalized).toMatchObject({
      id: 'AHb9TsV0Ly0v7RTbP6',
      chat_id: 'AHb9TrWJkOtLWgXxXs',
      account_id: 'bob',
      unread: true,
      idempotency_key: 'k1',
      card: null,
    })
    expect(normalized?.emojis[0]?.shortcode).toBe('firefox')
    expect(normalized?.attachment?.id).toBe('m1')
    expect(normalizeChatMessage({ ...message, content: null, attachment: null })?.content).toBe('')
  })

  it('reads a chat, its account into the bundle, and a missing or broken last message as null', () => {
    const bundle = createBundle()
    const chat: ApiChat = {
      id: 'c1',
      account: apiAccount({ id: 'bob', acct: 'bob' }),
      unread: 2,
      last_message: message,
    }
    expect(normalizeChat(chat, bundle)).toMatchObject({ id: 'c1', account_id: 'bob', unread: 2 })
    expect(bundle.users.map((user) => user.id)).toEqual(['bob'])
    expect(normalizeChat({ ...chat, last_message: null }, createBundle())?.last_message).toBeNull()
  })

  it('skips, with a warning, a chat without an account and a message without an id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(
      normalizeChat({ id: 'c1', unread: 0 } as unknown as ApiChat, createBundle()),
    ).toBeUndefined()
    expect(normalizeChatMessage({ ...message, id: '' })).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })
})
