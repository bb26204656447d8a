import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ApiClient } from '../../../src/api/client'
import { createStatus } from '../../../src/api/server-kind'
import { editStatus } from '../../../src/api/statuses'
import type { StreamEvent } from '../../../src/api/streaming/frames'
import { SocketState } from '../../../src/api/streaming/states'
import { StreamSocket, type StreamStatus } from '../../../src/api/streaming/stream-socket'
import type { RunningInstance } from '../../fake-akkoma/server'
import { control, eventually, signIn, startTestInstance } from './helpers'

let instance: RunningInstance
let alice: { client: ApiClient; token: string }
let bob: ApiClient
const sockets: StreamSocket[] = []

beforeAll(async () => {
  instance = await startTestInstance()
  alice = await signIn(instance, 'alice')
  bob = (await signIn(instance, 'bob')).client
})

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.stop()
})

afterAll(() => instance.close())

function open(stream: string, token?: string) {
  const logger = { warn: vi.fn(), debug: vi.fn() }
  const socket = new StreamSocket({ baseUrl: instance.url, token, stream, logger })
  sockets.push(socket)
  const events: StreamEvent[] = []
  const statuses: StreamStatus[] = []
  socket.onEvent((event) => events.push(event))
  socket.onStatus((status) => statuses.push(status))
  socket.start()
  return { socket, events, statuses, logger }
}

const updatesOf = (events: StreamEvent[]) =>
  events.flatMap((event) => (event.event === 'update' ? [event.payload.id] : []))

describe('streaming against the local instance', () => {
  it('receives the update for a post made over the API', async () => {
    const { socket, events } = open('public:local')
    await eventually(() => socket.state === SocketState.joined)
    const status = await createStatus(bob, { status: 'hello stream', visibility: 'public' })
    await eventually(() => updatesOf(events).includes(status.id))
  })

  it("delivers a followed account's post on the user stream, and its edit and deletion", async () => {
    const { socket, events } = open('user', alice.token)
    await eventually(() => socket.state === SocketState.joined)
    const status = await createStatus(bob, { status: 'for my followers', visibility: 'public' })
    await eventually(() => updatesOf(events).includes(status.id))
    await editStatus(bob, status.id, { status: 'edited for my followers' })
    await eventually(() =>
      events.some((event) => event.event === 'status.update' && event.payload.id === status.id),
    )
    await bob.json('DELETE', `/api/v1/statuses/${status.id}`)
    await eventually(() =>
      events.some((event) => event.event === 'delete' && event.payload === status.id),
    )
  })

  it('ignores a malformed frame and keeps the socket up', async () => {
    const { socket, events, logger } = open('public:local')
    await eventually(() => socket.state === SocketState.joined)
    await control(instance, 'stream/raw', '{"event":"update","payload":"{not json')
    await control(instance, 'stream/raw', 'total garbage')
    await eventually(() => logger.warn.mock.calls.length >= 2)
    expect(socket.state).toBe(SocketState.joined)
    const status = await createStatus(bob, { status: 'after the garbage', visibility: 'public' })
    await eventually(() => updatesOf(events).includes(status.id))
  })

  it('reconnects after a dropped socket and says so', async () => {
    const { socket, events, statuses } = open('public:local')
    await eventually(() => socket.state === SocketState.joined)
    await control(instance, 'stream/drop')
    await eventually(() => statuses.some((status) => status.type === 'broken'))
    expect(statuses.find((status) => status.type === 'broken')).toMatchObject({
      first: true,
      retryInMs: 1000,
    })
    // Posted while the socket is down: the state layer fills this gap over REST on reopen.
    const missed = await createStatus(bob, { status: 'while you were away', visibility: 'public' })
    await eventually(() => socket.state === SocketState.joined, 5000)
    expect(statuses.at(-1)).toEqual({ type: 'open', reconnected: true, wasBroken: true })
    expect(updatesOf(events)).not.toContain(missed.id)
    const after = await createStatus(bob, { status: 'back again', visibility: 'public' })
    await eventually(() => updatesOf(events).includes(after.id))
  })

  it('shuts down with 1000 and stays down', async () => {
    const { socket } = open('public')
    await eventually(() => socket.state === SocketState.joined)
    socket.stop()
    expect(socket.state).toBe(SocketState.disabled)
    // A check that nothing happens: no retry within more than the 1 s retry delay.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(socket.state).toBe(SocketState.disabled)
  })

  it('retries a refused handshake (bad token) instead of giving up', async () => {
    const { socket, statuses } = open('user', 'forged')
    await eventually(() => statuses.some((status) => status.type === 'broken'))
    expect(socket.state).toBe(SocketState.error)
  })
})
