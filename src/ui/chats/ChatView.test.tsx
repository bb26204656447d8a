import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { ChatMessage } from '../../entities/chat'
import { user } from '../../entities/test-factories'
import type { ChatView as ChatState } from '../../state/chats'
import { emptyChatMessages } from '../../state/chats/list'
import { ACCOUNT, renderWithEnv } from '../status/test-env'
import { ChatView } from './ChatView'

const me = user('me', { name: 'Me', screen_name: 'me' })
const bob = user('bob', { name: 'Bob', screen_name: 'bob' })

const message = (id: string, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chat_id: 'c1',
  account_id: 'bob',
  content: `message ${id}`,
  created_at: '2025-10-20T10:00:00.000Z',
  emojis: [],
  attachment: null,
  card: null,
  unread: false,
  idempotency_key: null,
  ...over,
})

function chatState(over: Partial<ChatState> = {}): ChatState {
  return {
    ...emptyChatMessages,
    loaded: true,
    chat: { id: 'c1', account_id: 'bob', unread: 0, last_message: null, updated_at: null },
    loadOlder: vi.fn(),
    reload: vi.fn(),
    send: vi.fn(() => Promise.resolve({ ok: true as const, value: undefined })),
    retry: vi.fn(() => Promise.resolve({ ok: true as const, value: undefined })),
    drop: vi.fn(),
    remove: vi.fn(() => Promise.resolve({ ok: true as const, value: undefined })),
    markRead: vi.fn(),
    upload: vi.fn(() =>
      Promise.resolve({
        ok: true as const,
        value: {
          id: 'm9',
          url: 'u',
          previewUrl: 'https://local.example/p.png',
          mimetype: 'image/png',
          name: 'p.png',
        },
      }),
    ),
    ...over,
  }
}

function renderChat(chat: ChatState) {
  return renderWithEnv(<ChatView account={ACCOUNT} chat={chat} backTo="/users/me/chats" />, {
    users: [me, bob],
    env: { viewer: me },
  })
}

describe('a chat', () => {
  it('shows the messages, mine apart, and marks what the other side wrote read', () => {
    const chat = chatState({
      messages: [
        message('m1'),
        message('m2', { account_id: 'me' }),
        message('m3', { unread: true }),
      ],
    })
    renderChat(chat)
    const log = screen.getByRole('log', { name: 'Messages with Bob' })
    expect(log.querySelectorAll('.chat-message')).toHaveLength(3)
    expect(log.querySelectorAll('.chat-message-mine')).toHaveLength(1)
    expect(chat.markRead).toHaveBeenCalledWith('m3')
  })

  it('sends the text on Enter, with the attachment picked, and clears the field', async () => {
    const chat = chatState()
    const { container } = renderChat(chat)
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')
    if (!input) throw new Error('no file input')
    await userEvent.upload(input, new File(['png'], 'p.png', { type: 'image/png' }))
    await vi.waitFor(() => expect(chat.upload).toHaveBeenCalled())
    const field = screen.getByRole('textbox', { name: 'Message' })
    await userEvent.type(field, 'hello{Enter}')
    expect(chat.send).toHaveBeenCalledWith({
      text: 'hello',
      attachment: expect.objectContaining({ id: 'm9' }) as unknown,
    })
    expect((field as HTMLTextAreaElement).value).toBe('')
  })

  it('shows the spec’s texts when the chat cannot load and when a message cannot be sent', async () => {
    const chat = chatState({
      loaded: false,
      error: { descriptor: { id: 'x', defaultMessage: 'x' } },
      pending: [{ key: 'k1', text: 'lost', attachment: null, failed: true, createdAt: '' }],
    })
    renderChat(chat)
    expect(screen.getByText('Something went wrong when loading the chat.')).toBeTruthy()
    expect(screen.getByText('Something went wrong when sending the message.')).toBeTruthy()
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[1] as HTMLElement)
    expect(chat.retry).toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }))
    expect(chat.drop).toHaveBeenCalledWith('k1')
  })
})
