import { describe, expect, it } from 'vitest'
import samples from '../fixtures/fake-akkoma/pleroma-chats.json'
import {
  alice,
  bob,
  call,
  expectShape,
  links,
  openStream,
  useInstance,
  type JsonObject,
} from './contract'

const h = useInstance()

const payload = (f: JsonObject): JsonObject => JSON.parse(String(f.payload)) as JsonObject

async function chatWithBob(): Promise<JsonObject> {
  const chats = await call<JsonObject[]>(h, '/api/v1/pleroma/chats', { token: alice })
  const found = chats.body.find((chat) => (chat.account as JsonObject).acct === 'bob')
  if (!found) throw new Error('no seeded chat with bob')
  return found
}

async function png(): Promise<Blob> {
  const res = await fetch(`${h.url}/images/avi.png`)
  return new Blob([await res.arrayBuffer()], { type: 'image/png' })
}

describe('chats (Pleroma chat API)', () => {
  it('says it has chats in the features of nodeinfo and the instance', async () => {
    const nodeinfo = await call<{ metadata: { features: string[] } }>(h, '/nodeinfo/2.0.json')
    expect(nodeinfo.body.metadata.features).toContain('pleroma_chat_messages')
    const instance = await call<{ pleroma: { metadata: { features: string[] } } }>(
      h,
      '/api/v1/instance',
    )
    expect(instance.body.pleroma.metadata.features).toContain('pleroma_chat_messages')
  })

  it('lists the seeded chats newest first, in Pleroma’s shape, with unread counts', async () => {
    const res = await call<JsonObject[]>(h, '/api/v1/pleroma/chats', { token: alice })
    expect(res.status).toBe(200)
    expect(res.body.map((chat) => (chat.account as JsonObject).acct)).toEqual(['lena', 'bob'])
    const bobChat = res.body[1] ?? {}
    expectShape(bobChat, samples.chat)
    expect(bobChat.unread).toBe(1)
    const last = bobChat.last_message as JsonObject
    expect(last.content).toBe('See you there?')
    expect(last.account_id).toBe((bobChat.account as JsonObject).id)
    // The other side has its own chat, with its own ids.
    const bobs = await call<JsonObject[]>(h, '/api/v1/pleroma/chats', { token: bob })
    const mirror = bobs.body.find((chat) => (chat.account as JsonObject).acct === 'alice')
    expect(mirror?.id).not.toBe(bobChat.id)
    expect(mirror?.unread).toBe(0)
  })

  it('pages messages newest first with Link headers; a message carries its attachment', async () => {
    const chat = await chatWithBob()
    const first = await call<JsonObject[]>(
      h,
      `/api/v1/pleroma/chats/${String(chat.id)}/messages?limit=2`,
      { token: alice },
    )
    expect(first.body.map((m) => m.content)).toEqual([
      'See you there?',
      'Here is the poster for the meetup',
    ])
    expectShape(first.body[0], samples.message)
    const withPicture = first.body[1] ?? {}
    expect((withPicture.attachment as JsonObject).type).toBe('image')
    const next = links(first.headers).next
    expect(next).toMatch(/max_id=/)
    const older = await call<JsonObject[]>(h, next ?? '', { token: alice })
    expect(older.body.map((m) => m.content)).toEqual([
      'I am, and it has chats now :blobcat:',
      'Hi alice! Are you trying the new deck client?',
    ])
    expect((older.body[0]?.emojis as JsonObject[])[0]?.shortcode).toBe('blobcat')
  })

  it('posts a message with an upload, streams the chat to both sides, and repeats on the same idempotency key', async () => {
    const chat = await chatWithBob()
    const bobStream = await openStream(h, `stream=user&access_token=${bob}`)
    const aliceStream = await openStream(h, `stream=user:pleroma_chat&access_token=${alice}`)
    const media = await call<JsonObject>(h, '/api/v1/media', {
      token: alice,
      form: { file: new File([await png()], 'photo.png', { type: 'image/png' }) },
    })
    const sent = await call<JsonObject>(h, `/api/v1/pleroma/chats/${String(chat.id)}/messages`, {
      token: alice,
      json: { content: 'A <b>photo</b> for you', media_id: media.body.id },
      headers: { 'idempotency-key': 'chat-key-1' },
    })
    expect(sent.status).toBe(200)
    expect(sent.body.content).toBe('A &lt;b&gt;photo&lt;/b&gt; for you')
    expect((sent.body.attachment as JsonObject).id).toBe(media.body.id)
    expect(sent.body.idempotency_key).toBe('chat-key-1')
    const toBob = await bobStream.next((f) => f.event === 'pleroma:chat_update')
    expect(String((toBob.stream as string[])[0])).toMatch(/^user:/)
    const bobSide = payload(toBob)
    expect((bobSide.account as JsonObject).acct).toBe('alice')
    expect((bobSide.last_message as JsonObject).content).toBe(sent.body.content)
    expect((bobSide.last_message as JsonObject).unread).toBe(true)
    const toAlice = await aliceStream.next((f) => f.event === 'pleroma:chat_update')
    expect(payload(toAlice).id).toBe(chat.id)
    const again = await call<JsonObject>(h, `/api/v1/pleroma/chats/${String(chat.id)}/messages`, {
      token: alice,
      json: { content: 'A <b>photo</b> for you', media_id: media.body.id },
      headers: { 'idempotency-key': 'chat-key-1' },
    })
    expect(again.body.id).toBe(sent.body.id)
    bobStream.ws.close(1000)
    aliceStream.ws.close(1000)
  })

  it('refuses an empty message and one over the chat limit (400)', async () => {
    const chat = await chatWithBob()
    const path = `/api/v1/pleroma/chats/${String(chat.id)}/messages`
    const empty = await call(h, path, { token: alice, json: { content: '  ' } })
    expect(empty.status).toBe(400)
    expect(empty.body).toEqual({ error: 'no_content' })
    const long = await call(h, path, { token: alice, json: { content: 'x'.repeat(5001) } })
    expect(long.body).toEqual({ error: 'content_too_long' })
  })

  it('marks a chat read up to last_read_id (required), and one message read', async () => {
    const chat = await chatWithBob()
    const path = `/api/v1/pleroma/chats/${String(chat.id)}`
    expect((await call(h, `${path}/read`, { token: alice, json: {} })).status).toBe(400)
    const last = chat.last_message as JsonObject
    const read = await call<JsonObject>(h, `${path}/read`, {
      token: alice,
      json: { last_read_id: last.id },
    })
    expect(read.body.unread).toBe(0)
    const one = await call<JsonObject>(h, `${path}/messages/${String(last.id)}/read`, {
      token: alice,
      method: 'POST',
    })
    expect(one.body.unread).toBe(false)
  })

  it('opens a chat by account id (the same one each time) and deletes messages', async () => {
    const bobId = ((await chatWithBob()).account as JsonObject).id as string
    const a = await call<JsonObject>(h, `/api/v1/pleroma/chats/by-account-id/${bobId}`, {
      token: alice,
      method: 'POST',
    })
    const b = await call<JsonObject>(h, `/api/v1/pleroma/chats/by-account-id/${bobId}`, {
      token: alice,
      method: 'POST',
    })
    expect(a.body.id).toBe(b.body.id)
    const path = `/api/v1/pleroma/chats/${String(a.body.id)}/messages`
    const sent = await call<JsonObject>(h, path, { token: alice, json: { content: 'oops' } })
    const gone = await call<JsonObject>(h, `${path}/${String(sent.body.id)}`, {
      token: alice,
      method: 'DELETE',
    })
    expect(gone.body.content).toBe('oops')
    const after = await call<JsonObject[]>(h, path, { token: alice })
    expect(after.body.map((m) => m.id)).not.toContain(sent.body.id)
    const again = await call(h, `${path}/${String(sent.body.id)}`, {
      token: alice,
      method: 'DELETE',
    })
    expect(again.status).toBe(400)
    expect(again.body).toEqual({ error: 'could_not_delete' })
  })

  it('hides other people’s chats (404) and every chat call when chats are off', async () => {
    const chat = await chatWithBob()
    expect((await call(h, `/api/v1/pleroma/chats/${String(chat.id)}`, { token: bob })).status).toBe(
      404,
    )
    await call(h, '/__control/settings', { json: { chats: false } })
    try {
      expect((await call(h, '/api/v1/pleroma/chats', { token: alice })).status).toBe(404)
      const nodeinfo = await call<{ metadata: { features: string[] } }>(h, '/nodeinfo/2.0.json')
      expect(nodeinfo.body.metadata.features).not.toContain('pleroma_chat_messages')
    } finally {
      await call(h, '/__control/settings', { json: { chats: true } })
    }
  })
})
