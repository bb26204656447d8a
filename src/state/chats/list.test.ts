import { describe, expect, it } from 'vitest'
import type { Chat, ChatMessage } from '../../entities/chat'
import { PAGE_LIMIT } from '../constants'
import {
  CHAT_MESSAGES_KEPT,
  chatListReducer,
  chatMessagesReducer as reduce,
  emptyChatList,
  emptyChatMessages,
  newestUnread,
  type PendingMessage,
} from './list'

const message = (id: string, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chat_id: 'c1',
  account_id: 'bob',
  content: `<p>${id}</p>`,
  created_at: '2025-10-20T10:00:00.000Z',
  emojis: [],
  attachment: null,
  card: null,
  unread: false,
  idempotency_key: null,
  ...over,
})

const chat = (id: string, at: string, over: Partial<Chat> = {}): Chat => ({
  id,
  account_id: `user-${id}`,
  unread: 0,
  last_message: message(`m-${id}`, { created_at: at }),
  updated_at: at,
  ...over,
})

const pending = (key: string, failed = false): PendingMessage => ({
  key,
  text: 'hello',
  attachment: null,
  failed,
  createdAt: '2025-10-20T10:00:00.000Z',
})

const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => message(`m${String(from + i).padStart(4, '0')}`))

describe('the chat list', () => {
  it('lists chats by their last activity and moves an updated chat to the top', () => {
    let state = chatListReducer(emptyChatList, {
      type: 'loaded',
      items: [chat('a', '2025-10-20T10:00:00.000Z'), chat('b', '2025-10-20T11:00:00.000Z')],
    })
    expect(state.items.map((c) => c.id)).toEqual(['b', 'a'])
    state = chatListReducer(state, {
      type: 'upsert',
      chat: chat('a', '2025-10-20T12:00:00.000Z', { unread: 2 }),
    })
    expect(state.items.map((c) => c.id)).toEqual(['a', 'b'])
    expect(state.items[0]?.unread).toBe(2)
  })
})

describe('the messages of a chat', () => {
  it('keeps messages oldest first and knows when the start was reached', () => {
    const short = reduce(emptyChatMessages, {
      type: 'page',
      which: 'first',
      items: [message('m2'), message('m1')],
      maxId: 'm1',
    })
    expect(short.messages.map((m) => m.id)).toEqual(['m1', 'm2'])
    expect(short.atStart).toBe(true)
    expect(short.olderCursor).toBeNull()
    const fullPage = reduce(emptyChatMessages, {
      type: 'page',
      which: 'first',
      items: page(100, PAGE_LIMIT).reverse(),
      maxId: 'm0100',
    })
    expect(fullPage.atStart).toBe(false)
    expect(fullPage.olderCursor).toBe('m0100')
    const older = reduce(fullPage, { type: 'page', which: 'older', items: page(90, 10).reverse() })
    expect(older.messages[0]?.id).toBe('m0090')
    expect(older.atStart).toBe(true)
  })

  it('settles a pending message when the server answers it (by its key), stream or answer first', () => {
    let state = reduce(emptyChatMessages, { type: 'page', which: 'first', items: [] })
    state = reduce(state, { type: 'pending', message: pending('k1') })
    state = reduce(state, { type: 'pending', message: pending('k2') })
    state = reduce(state, { type: 'message', message: message('m5', { idempotency_key: 'k1' }) })
    expect(state.pending.map((p) => p.key)).toEqual(['k2'])
    expect(state.messages.map((m) => m.id)).toEqual(['m5'])
    // The same message again (the stream after the answer) is not doubled.
    state = reduce(state, { type: 'message', message: message('m5', { idempotency_key: 'k1' }) })
    expect(state.messages).toHaveLength(1)
    state = reduce(state, { type: 'pendingFailed', key: 'k2' })
    expect(state.pending[0]?.failed).toBe(true)
    state = reduce(state, { type: 'pendingDropped', key: 'k2' })
    expect(state.pending).toEqual([])
  })

  it('bounds what it holds: new messages push the oldest out, and older ones can be fetched again', () => {
    let state = reduce(emptyChatMessages, {
      type: 'page',
      which: 'first',
      items: page(0, PAGE_LIMIT),
      maxId: 'm0000',
    })
    for (const item of page(PAGE_LIMIT, CHAT_MESSAGES_KEPT)) {
      state = reduce(state, { type: 'message', message: item })
    }
    expect(state.messages).toHaveLength(CHAT_MESSAGES_KEPT)
    expect(state.messages.at(-1)?.id).toBe(
      `m${String(PAGE_LIMIT + CHAT_MESSAGES_KEPT - 1).padStart(4, '0')}`,
    )
    expect(state.olderCursor).toBe(state.messages[0]?.id)
    expect(state.atStart).toBe(false)
  })

  it('marks read up to a message, and finds the newest message of the other side still unread', () => {
    let state = reduce(emptyChatMessages, {
      type: 'page',
      which: 'first',
      items: [
        message('m1', { unread: true }),
        message('m2', { account_id: 'alice' }),
        message('m3', { unread: true }),
      ],
    })
    expect(newestUnread(state.messages, 'alice')).toBe('m3')
    state = reduce(state, { type: 'read', upTo: 'm1' })
    expect(state.messages.map((m) => m.unread)).toEqual([false, false, true])
    state = reduce(state, { type: 'read', upTo: 'm3' })
    expect(newestUnread(state.messages, 'alice')).toBeNull()
    expect(reduce(state, { type: 'read', upTo: 'm3' })).toBe(state)
  })
})
