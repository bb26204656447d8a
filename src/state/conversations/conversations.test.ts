import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiConversation } from '../../api/wire'
import { apiAccount, apiStatus } from '../../entities/test-factories'
import { getAccountCache, readEntity } from '../entity-cache'
import { noticesAtom } from '../notices'
import { createSessionClient } from '../session'
import { createStreamManager } from '../stream-manager'
import { ScriptedSocket, scriptedServer } from '../test-server'
import { markConversationRead, removeConversation } from './actions'
import { mountConversations } from './runtime'
import { conversationListAtom } from './store'

const account = 'alice@local.example'
const bob = apiAccount({ id: 'bob', acct: 'bob', username: 'bob', display_name: 'Bob :blobcat:' })

const conversation = (id: string, lastId: string, unread = false): ApiConversation => ({
  id,
  unread,
  accounts: [bob],
  last_status: apiStatus({ id: lastId, account: bob, visibility: 'direct' }),
})

function setup(refuse = false) {
  const store = createStore()
  const server = scriptedServer({
    'GET /api/v1/conversations': () => ({
      body: [conversation('2', 'AAB', true), conversation('1', 'AAA')],
    }),
    'POST /api/v1/conversations/2/read': () =>
      refuse ? { status: 500, body: { error: 'Internal' } } : { body: conversation('2', 'AAB') },
    'DELETE /api/v1/conversations/1': () =>
      refuse ? { status: 500, body: { error: 'Internal' } } : { body: {} },
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
  const list = () => store.get(conversationListAtom(store, account))
  return { store, server, streams, sockets, list }
}

describe('conversations', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('loads the list, caches and holds its statuses and participants, and follows the direct stream', async () => {
    const { store, streams, sockets, list } = setup()
    const stop = mountConversations(store, account, {
      holder: 'conversations:test',
      streaming: true,
      streams,
    })
    await vi.waitFor(() => expect(list().loaded).toBe(true))
    expect(list().items.map((item) => item.id)).toEqual(['2', '1'])
    const cache = getAccountCache(store, account)
    expect(readEntity(cache, 'statuses', 'AAB')?.visibility).toBe('direct')
    expect(cache.holders.get('conversations:test')).toEqual({
      statuses: ['AAB', 'AAA'],
      users: ['bob'],
    })
    expect(sockets.map((socket) => socket.stream)).toEqual(['direct'])
    sockets[0]?.emit({ event: 'conversation', payload: conversation('1', 'AAZ', true) })
    expect(list().items.map((item) => [item.id, item.unread])).toEqual([
      ['1', true],
      ['2', true],
    ])
    stop()
    expect(cache.holders.has('conversations:test')).toBe(false)
  })

  it('marks a conversation read at once, with the server’s answer', async () => {
    const { store, server, list } = setup()
    const stop = mountConversations(store, account, { holder: 'h', streaming: false })
    await vi.waitFor(() => expect(list().loaded).toBe(true))
    const pending = markConversationRead(store, account, '2')
    expect(list().items.find((item) => item.id === '2')?.unread).toBe(false)
    expect(await pending).toEqual({ ok: true, value: undefined })
    expect(server.requests.some((r) => r.method === 'POST' && r.path.endsWith('/2/read'))).toBe(
      true,
    )
    stop()
  })

  it('rolls a refused read mark and a refused removal back, with a notice', async () => {
    const { store, list } = setup(true)
    const stop = mountConversations(store, account, { holder: 'h', streaming: false })
    await vi.waitFor(() => expect(list().loaded).toBe(true))
    const read = await markConversationRead(store, account, '2')
    expect(read.ok).toBe(false)
    expect(list().items.find((item) => item.id === '2')?.unread).toBe(true)
    const removing = removeConversation(store, account, '1')
    expect(list().items.map((item) => item.id)).toEqual(['2'])
    expect((await removing).ok).toBe(false)
    expect(list().items.map((item) => item.id)).toEqual(['2', '1'])
    expect(store.get(noticesAtom).filter((n) => n.level === 'error')).toHaveLength(1)
    stop()
  })
})
