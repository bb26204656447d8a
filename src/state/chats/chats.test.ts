import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import type { ApiChat, ApiChatMessage } from '../../api/wire'
import { apiAccount } from '../../entities/test-factories'
import { getAccountCache, readEntity } from '../entity-cache'
import { createSessionClient } from '../session'
import { createStreamManager } from '../stream-manager'
import { ScriptedSocket, scriptedServer, type Request } from '../test-server'
import { markChatRead, retryChatMessage, sendChatMessage } from './actions'
import { mountChatList, mountChatMessages } from './runtime'
import { chatListAtom, chatMessagesAtom } from './store'

const account = 'alice@local.example'
const bob = apiAccount({ id: 'bob', acct: 'bob', username: 'bob' })

const apiMessage = (id: string, over: Partial<ApiChatMessage> = {}): ApiChatMessage => ({
  id,
  chat_id: 'c1',
  account_id: 'bob',
  content: `message ${id}`,
  created_at: '2025-10-20T10:00:00.000Z',
  emojis: [],
  attachment: null,
  unread: false,
  ...over,
})

const apiChat = (last: ApiChatMessage, unread = 0): ApiChat => ({
  id: 'c1',
  account: bob,
  unread,
  last_message: last,
  updated_at: last.created_at,
})

function setup(options: { refuseSend?: boolean } = {}) {
  const store = createStore()
  let sent = 0
  const server = scriptedServer({
    'GET /api/v1/pleroma/chats': () => ({ body: [apiChat(apiMessage('m2', { unread: true }), 1)] }),
    'GET /api/v1/pleroma/chats/c1/messages': () => ({
      body: [apiMessage('m2', { unread: true }), apiMessage('m1')],
    }),
    'POST /api/v1/pleroma/chats/c1/messages': (request: Request) => {
      sent++
      if (options.refuseSend && sent === 1) return { status: 500, body: 'Something went wrong' }
      const body = request.body as { content: string; media_id?: string }
      return {
        body: apiMessage(`m${String(10 + sent)}`, {
          account_id: 'alice',
          content: body.content,
          idempotency_key: request.headers.get('idempotency-key') ?? '',
        }),
      }
    },
    'POST /api/v1/pleroma/chats/c1/read': () => ({ body: apiChat(apiMessage('m2'), 0) }),
  })
  createSessionClient(store, account, {
    baseUrl: 'http://127.0.0.1:9',
    token: 't',
    fetch: server.fetch,
  })
  const sockets: ScriptedSocket[] = []
  const streams = createStreamManager(store, (_client, spec) => {
    const socket = new ScriptedSocket(spec.stream)
    sockets.push(socket)
    return socket
  })
  const messages = () => store.get(chatMessagesAtom(store, account, 'c1'))
  const chats = () => store.get(chatListAtom(store, account)).items
  return { store, server, streams, sockets, messages, chats }
}

describe('chats', () => {
  it('loads the list and a chat, and takes a streamed chat update into both', async () => {
    const { store, streams, sockets, messages, chats } = setup()
    const options = { holder: 'chat:test', streaming: true, streams }
    const stopList = mountChatList(store, account, options)
    const stopChat = mountChatMessages(store, account, 'c1', options)
    await vi.waitFor(() => expect(messages().loaded).toBe(true))
    await vi.waitFor(() => expect(chats()).toHaveLength(1))
    expect(messages().messages.map((m) => m.id)).toEqual(['m1', 'm2'])
    expect(readEntity(getAccountCache(store, account), 'users', 'bob')?.screen_name).toBe('bob')
    // One socket: the user stream, shared by both.
    expect(sockets.map((socket) => socket.stream)).toEqual(['user'])
    sockets[0]?.emit({
      event: 'pleroma:chat_update',
      payload: apiChat(apiMessage('m3', { content: 'live!', unread: true }), 2),
    })
    expect(messages().messages.map((m) => m.id)).toEqual(['m1', 'm2', 'm3'])
    expect(chats()[0]?.unread).toBe(2)
    stopChat()
    stopList()
  })

  it('sends a message: pending at once, then the server’s message, once', async () => {
    const { store, server, messages } = setup()
    const stop = mountChatMessages(store, account, 'c1', { holder: 'h', streaming: false })
    await vi.waitFor(() => expect(messages().loaded).toBe(true))
    const sending = sendChatMessage(store, account, 'c1', {
      text: 'hello',
      attachment: { id: 'media1', url: 'u', previewUrl: 'p', mimetype: 'image/png', name: 'a.png' },
    })
    expect(messages().pending.map((p) => p.text)).toEqual(['hello'])
    expect((await sending).ok).toBe(true)
    expect(messages().pending).toEqual([])
    expect(messages().messages.at(-1)?.content).toBe('hello')
    const post = server.requests.find((r) => r.method === 'POST' && r.path.endsWith('/messages'))
    expect(post?.body).toEqual({ content: 'hello', media_id: 'media1' })
    expect(post?.headers.get('idempotency-key')).toBeTruthy()
    stop()
  })

  it('keeps a refused message as failed; a retry sends it with the same key', async () => {
    const { store, server, messages } = setup({ refuseSend: true })
    const stop = mountChatMessages(store, account, 'c1', { holder: 'h', streaming: false })
    await vi.waitFor(() => expect(messages().loaded).toBe(true))
    const failed = await sendChatMessage(store, account, 'c1', { text: 'again', attachment: null })
    expect(failed.ok).toBe(false)
    const [pending] = messages().pending
    expect(pending?.failed).toBe(true)
    if (!pending) throw new Error('no pending message')
    expect((await retryChatMessage(store, account, 'c1', pending)).ok).toBe(true)
    const keys = server.requests
      .filter((r) => r.method === 'POST' && r.path.endsWith('/messages'))
      .map((r) => r.headers.get('idempotency-key'))
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(keys[1])
    expect(messages().pending).toEqual([])
    stop()
  })

  it('marks read up to a message: the unread count goes at once, the server is told', async () => {
    const { store, server, streams, messages, chats } = setup()
    const options = { holder: 'h', streaming: true, streams }
    const stopList = mountChatList(store, account, options)
    const stopChat = mountChatMessages(store, account, 'c1', options)
    await vi.waitFor(() => expect(messages().loaded && chats().length === 1).toBe(true))
    const marking = markChatRead(store, account, 'c1', 'm2')
    expect(chats()[0]?.unread).toBe(0)
    expect(messages().messages.every((m) => !m.unread)).toBe(true)
    await marking
    const read = server.requests.find((r) => r.path.endsWith('/read'))
    expect(read?.body).toEqual({ last_read_id: 'm2' })
    stopChat()
    stopList()
  })
})
