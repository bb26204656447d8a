// Conversations, chats and announcements against the local instance over real HTTP and
// WebSocket: what one account does reaches the other's state live.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createStatus } from '../../../src/api/server-kind'
import { fetchChats, openChatWith, postChatMessage } from '../../../src/api/chats'
import { fetchAccount } from '../../../src/api/accounts'
import { sendChatMessage } from '../../../src/state/chats/actions'
import { mountChatList, mountChatMessages } from '../../../src/state/chats/runtime'
import { chatListAtom, chatMessagesAtom } from '../../../src/state/chats/store'
import { markConversationRead } from '../../../src/state/conversations/actions'
import { mountConversations } from '../../../src/state/conversations/runtime'
import { conversationListAtom } from '../../../src/state/conversations/store'
import { markAnnouncementRead } from '../../../src/state/announcements/actions'
import {
  announcementsAtom,
  refreshAnnouncements,
  unreadAnnouncementsAtom,
} from '../../../src/state/announcements/store'
import type { RunningInstance } from '../../fake-akkoma/server'
import { signInState, startTestInstance, type SignedIn } from './helpers'

const eventually = { timeout: 5000 }

let instance: RunningInstance
let alice: SignedIn
let bob: SignedIn

beforeAll(async () => {
  instance = await startTestInstance()
  alice = await signInState(instance, 'alice')
  bob = await signInState(instance, 'bob')
})
afterAll(async () => {
  alice.streams.closeAll()
  await instance.close()
})

describe('conversations over the direct stream', () => {
  it('lists alice’s conversations and moves one up, unread, when bob writes in it', async () => {
    const { store, accountKey, streams } = alice
    const stop = mountConversations(store, accountKey, { holder: 'it', streaming: true, streams })
    const list = () => store.get(conversationListAtom(store, accountKey))
    await vi.waitFor(() => expect(list().loaded).toBe(true), eventually)
    const withBob = list().items.find((item) => item.account_ids.length === 1 && !item.unread)
    expect(withBob).toBeDefined()
    await vi.waitFor(() => expect(streams.size).toBe(1), eventually)
    await createStatus(bob.client, {
      status: '@alice one more thing about the meetup',
      visibility: 'direct',
      idempotencyKey: 'integration-dm',
    })
    await vi.waitFor(() => expect(list().items[0]?.unread).toBe(true), eventually)
    const top = list().items[0]
    if (!top) throw new Error('no conversation')
    expect((await markConversationRead(store, accountKey, top.id)).ok).toBe(true)
    expect(list().items[0]?.unread).toBe(false)
    stop()
  })
})

describe('chats over the user stream', () => {
  it('gets bob’s message live, and sends one back that bob’s server has', async () => {
    const { store, accountKey, streams } = alice
    const options = { holder: 'it-chat', streaming: true, streams }
    const aliceId = (await fetchAccount(bob.client, 'alice')).id
    const bobsChat = await openChatWith(bob.client, aliceId)
    const stopList = mountChatList(store, accountKey, options)
    const chats = () => store.get(chatListAtom(store, accountKey)).items
    await vi.waitFor(() => expect(chats().length).toBeGreaterThan(0), eventually)
    const mine = chats().find((chat) => chat.last_message?.content.includes('See you there'))
    if (!mine) throw new Error('alice has no chat with bob')
    const stopChat = mountChatMessages(store, accountKey, mine.id, options)
    const messages = () => store.get(chatMessagesAtom(store, accountKey, mine.id))
    await vi.waitFor(() => expect(messages().loaded).toBe(true), eventually)
    await postChatMessage(bob.client, bobsChat.id, {
      content: 'live from bob',
      idempotencyKey: 'integration-chat',
    })
    await vi.waitFor(
      () => expect(messages().messages.at(-1)?.content).toBe('live from bob'),
      eventually,
    )
    expect(chats().find((chat) => chat.id === mine.id)?.unread).toBeGreaterThan(0)
    expect(
      (await sendChatMessage(store, accountKey, mine.id, { text: 'got it', attachment: null })).ok,
    ).toBe(true)
    expect(messages().messages.filter((m) => m.content === 'got it')).toHaveLength(1)
    const bobs = await fetchChats(bob.client)
    expect(bobs.find((chat) => chat.id === bobsChat.id)?.last_message?.content).toBe('got it')
    stopChat()
    stopList()
  })
})

describe('announcements', () => {
  it('count unread, and marking one read moves the count here and on the server', async () => {
    const { store, accountKey } = alice
    await refreshAnnouncements(store, accountKey)
    const unread = () => store.get(unreadAnnouncementsAtom(store, accountKey))
    expect(unread()).toBe(2)
    const first = store.get(announcementsAtom(store, accountKey)).items?.[0]
    if (!first) throw new Error('no announcement')
    expect((await markAnnouncementRead(store, accountKey, first.id)).ok).toBe(true)
    expect(unread()).toBe(1)
    await refreshAnnouncements(store, accountKey)
    expect(unread()).toBe(1)
  })
})
