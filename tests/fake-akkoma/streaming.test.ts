import { describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { alice, bob, call, openStream, useInstance, type JsonObject } from './contract'

const h = useInstance()

function handshake(query: string): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${h.url.replace('http', 'ws')}/api/v1/streaming?${query}`)
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
    ws.on('open', () => {
      ws.close()
      resolve(101)
    })
    ws.on('error', () => undefined)
  })
}

const payload = (f: JsonObject): JsonObject => JSON.parse(String(f.payload)) as JsonObject

describe('streaming', () => {
  it('refuses bad tokens (401) and unknown streams (404) before the upgrade', async () => {
    expect(await handshake('stream=user&access_token=nope')).toBe(401)
    expect(await handshake('stream=user')).toBe(401)
    expect(await handshake(`stream=bogus&access_token=${alice}`)).toBe(404)
    expect(await handshake('stream=public')).toBe(101)
    expect(await handshake(`access_token=${alice}&stream=user&`)).toBe(101)
  })

  it('answers ping with pong', async () => {
    const s = await openStream(h, 'stream=public')
    s.ws.send('ping')
    await expect.poll(() => s.frames).toContain('pong')
    s.ws.close(1000)
  })

  it('puts a new post on every stream that should carry it, in Akkoma’s frame format', async () => {
    const user = await openStream(h, `stream=user&access_token=${alice}`)
    const local = await openStream(h, 'stream=public:local')
    const tag = await openStream(h, 'stream=hashtag&tag=streamtest')
    const other = await openStream(h, `stream=user&access_token=seed-token-lena`)
    const created = await call<{ id: string; account: { id: string } }>(h, '/api/v1/statuses', {
      token: bob,
      form: { status: 'live! #streamtest' },
    })
    const meId = (
      await call<{ id: string }>(h, '/api/v1/accounts/verify_credentials', { token: alice })
    ).body.id
    const onUser = await user.next((f) => f.event === 'update')
    expect(onUser.stream).toEqual([`user:${meId}`])
    expect(typeof onUser.payload).toBe('string')
    expect(payload(onUser).id).toBe(created.body.id)
    const onLocal = await local.next((f) => f.event === 'update')
    expect(onLocal.stream).toEqual(['public:local'])
    const onTag = await tag.next((f) => f.event === 'update')
    expect(onTag.stream).toEqual(['hashtag:streamtest'])
    // A check that nothing happens: lena's stream must stay without the post a while longer.
    await new Promise((r) => setTimeout(r, 100))
    expect(other.frames.some((f) => f.includes(created.body.id))).toBe(false)
    for (const s of [user, local, tag, other]) s.ws.close(1000)
  })

  it('sends edits as status.update and deletions as a bare id without a stream key', async () => {
    const s = await openStream(h, 'stream=public')
    const created = await call<{ id: string }>(h, '/api/v1/statuses', {
      token: bob,
      form: { status: 'to be edited' },
    })
    await s.next((f) => f.event === 'update')
    await call(h, `/api/v1/statuses/${created.body.id}`, {
      token: bob,
      method: 'PUT',
      form: { status: 'edited' },
    })
    const edit = await s.next((f) => f.event === 'status.update')
    expect(payload(edit).content).toBe('edited')
    await call(h, `/api/v1/statuses/${created.body.id}`, { token: bob, method: 'DELETE' })
    const del = await s.next((f) => f.event === 'delete')
    expect(del).toEqual({ event: 'delete', payload: created.body.id })
    s.ws.close(1000)
  })

  it('sends notifications on the user stream as ["user"] with a full notification', async () => {
    const s = await openStream(h, `stream=user&access_token=${alice}`)
    const mine = await call<{ id: string }>(h, '/api/v1/statuses', {
      token: alice,
      form: { status: 'favourite this' },
    })
    await call(h, `/api/v1/statuses/${mine.body.id}/favourite`, { token: bob, method: 'POST' })
    const n = await s.next((f) => f.event === 'notification')
    expect(n.stream).toEqual(['user'])
    const body = payload(n)
    expect(body).toMatchObject({ type: 'favourite', pleroma: { is_seen: false, is_muted: false } })
    expect(body.id).toMatch(/^\d+$/)
    s.ws.close(1000)
  })

  it('sends follow relationship updates and subscribes on a multiplexed socket', async () => {
    const lena = await openStream(h, `stream=user&access_token=seed-token-lena`)
    await call(h, '/api/v1/accounts/lena/follow', { token: 'seed-token-mod', method: 'POST' })
    const f = await lena.next((x) => x.event === 'pleroma:follow_relationships_update')
    expect(payload(f).state).toBe('follow_pending')
    lena.ws.close(1000)
    const multi = await openStream(h, `access_token=${alice}`)
    multi.ws.send(JSON.stringify({ type: 'subscribe', stream: 'public' }))
    // The instance reads a socket's messages in order: the pong means the subscription is in.
    multi.ws.send('ping')
    await expect.poll(() => multi.frames).toContain('pong')
    await call(h, '/api/v1/statuses', { token: bob, form: { status: 'multiplexed' } })
    const frame = await multi.next((x) => x.event === 'update')
    expect(frame.stream).toEqual(['public'])
    multi.ws.close(1000)
  })

  it('sends a conversation and the update on the direct stream for a DM', async () => {
    const s = await openStream(h, `stream=direct&access_token=${alice}`)
    await call(h, '/api/v1/statuses', {
      token: bob,
      form: { status: '@alice psst', visibility: 'direct' },
    })
    const conversation = await s.next((f) => f.event === 'conversation')
    expect(payload(conversation)).toHaveProperty('last_status')
    expect(String((conversation.stream as string[])[0])).toMatch(/^direct:/)
    await s.next((f) => f.event === 'update')
    s.ws.close(1000)
  })

  it('cuts every socket and refuses new ones (503) while streaming is down', async () => {
    const s = await openStream(h, 'stream=public')
    const closed = new Promise<number>((r) => s.ws.on('close', (code) => r(code)))
    await call(h, '/__control/faults', { json: { streamDown: true } })
    try {
      expect(await closed).toBe(1006)
      expect(await handshake('stream=public')).toBe(503)
    } finally {
      await call(h, '/__control/faults', { json: { streamDown: false } })
    }
    expect(await handshake('stream=public')).toBe(101)
  })

  it('drops sockets and sends malformed frames when the control route says so', async () => {
    const s = await openStream(h, 'stream=public')
    const closed = new Promise<number>((r) => s.ws.on('close', (code) => r(code)))
    await call(h, '/__control/stream/drop', { method: 'POST' })
    expect(await closed).toBe(1006)
    const t = await openStream(h, 'stream=public')
    await call(h, '/__control/faults', { json: { malformedRate: 1 } })
    await call(h, '/api/v1/statuses', { token: bob, form: { status: 'garbled' } })
    await expect.poll(() => t.frames.length).toBeGreaterThan(0)
    expect(() => {
      JSON.parse(t.frames[0] ?? '')
    }).toThrow()
    await call(h, '/__control/faults', { json: { malformedRate: 0 } })
    t.ws.close(1000)
  })
})
