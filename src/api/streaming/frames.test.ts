import { describe, expect, it } from 'vitest'
import samples from '../../../tests/fixtures/api/stream-frames.json'
import { parseFrame } from './frames'

const status = { id: 'AHDrKQ3ms5jRL8rbNo', content: '<p>hi</p>' }

describe('parseFrame', () => {
  it('decodes the double-encoded payload of an update', () => {
    const frame = JSON.stringify({
      stream: ['user:9toJCsKN7SmSf3aj5c'],
      event: 'update',
      payload: JSON.stringify(status),
    })
    expect(parseFrame(frame)).toEqual({
      kind: 'event',
      event: { event: 'update', stream: ['user:9toJCsKN7SmSf3aj5c'], payload: status },
    })
  })

  it.each(['status.update', 'conversation'])('decodes %s', (event) => {
    const result = parseFrame(
      JSON.stringify({ stream: ['x'], event, payload: JSON.stringify(status) }),
    )
    expect(result).toMatchObject({ kind: 'event', event: { event, payload: status } })
  })

  it('decodes a notification and requires its type', () => {
    const notification = { id: '3421', type: 'mention' }
    expect(
      parseFrame(JSON.stringify({ event: 'notification', payload: JSON.stringify(notification) })),
    ).toMatchObject({ kind: 'event', event: { payload: notification } })
    expect(
      parseFrame(JSON.stringify({ event: 'notification', payload: JSON.stringify({ id: '1' }) })),
    ).toEqual({ kind: 'ignored', reason: 'malformed notification payload', lost: true })
  })

  it("reads Akkoma's delete: a bare id and no stream key", () => {
    expect(parseFrame('{"event":"delete","payload":"AHDrKQ3ms5jRL8rbNo"}')).toEqual({
      kind: 'event',
      event: { event: 'delete', payload: 'AHDrKQ3ms5jRL8rbNo' },
    })
  })

  it('passes filters_changed without a payload', () => {
    expect(parseFrame('{"stream":["user"],"event":"filters_changed"}')).toEqual({
      kind: 'event',
      event: { event: 'filters_changed', stream: ['user'] },
    })
  })

  it('decodes follow relationship updates', () => {
    const payload = { state: 'follow_accept', follower: { id: '1' }, following: { id: '2' } }
    const frame = JSON.stringify({
      event: 'pleroma:follow_relationships_update',
      payload: JSON.stringify(payload),
    })
    expect(parseFrame(frame)).toMatchObject({ kind: 'event', event: { payload } })
  })

  it("decodes Pleroma's chat update and requires its account", () => {
    const chat = { id: 'AHb9TrWJkOtLWgXxXs', account: { id: '9h' }, unread: 1 }
    expect(
      parseFrame(
        JSON.stringify({
          stream: ['user:9h'],
          event: 'pleroma:chat_update',
          payload: JSON.stringify(chat),
        }),
      ),
    ).toMatchObject({ kind: 'event', event: { event: 'pleroma:chat_update', payload: chat } })
    expect(
      parseFrame(JSON.stringify({ event: 'pleroma:chat_update', payload: '{"id":"1"}' })),
    ).toEqual({ kind: 'ignored', reason: 'malformed pleroma:chat_update payload', lost: true })
  })

  it('accepts a payload that is already an object', () => {
    expect(parseFrame(JSON.stringify({ event: 'update', payload: status }))).toMatchObject({
      kind: 'event',
      event: { payload: status },
    })
  })

  it('recognises pong', () => {
    expect(parseFrame('pong')).toEqual({ kind: 'pong' })
  })

  it.each([
    ['not JSON', '{"event": "update", '],
    ['no event', '{"payload":"x"}'],
    ['a JSON array', '[1,2]'],
    ['an unknown event', '{"event":"encrypted_message","payload":"{}"}'],
    ['an update whose payload is not JSON', '{"event":"update","payload":"{oops"}'],
    ['an update without id', '{"event":"update","payload":"{\\"content\\":\\"x\\"}"}'],
    ['a delete without id', '{"event":"delete"}'],
    ['binary data', new Uint8Array([1, 2])],
  ])('ignores %s', (_name, data) => {
    expect(parseFrame(data).kind).toBe('ignored')
  })

  it.each([
    ['a frame cut short', '{"stream":["user"],"event":"update","payload":"{\\"id\\":'],
    ['an update whose payload is not JSON', '{"event":"update","payload":"{oops"}'],
    ['a notification without its type', '{"event":"notification","payload":"{\\"id\\":\\"1\\"}"}'],
    ['a delete without id', '{"event":"delete"}'],
  ])('says what %s carried is lost', (_name, data) => {
    expect(parseFrame(data)).toMatchObject({ kind: 'ignored', lost: true })
  })

  it.each([
    ['an unknown event', '{"event":"encrypted_message","payload":"{}"}'],
    ['an error body', '{"error":"Invalid token"}'],
    ['binary data', new Uint8Array([1, 2])],
  ])('loses nothing with %s', (_name, data) => {
    const result = parseFrame(data)
    expect(result.kind === 'ignored' && result.lost).toBeFalsy()
  })
})

describe('parseFrame on documented frames', () => {
  it('reads every documented Mastodon and Akkoma frame as an event', () => {
    for (const frame of [...samples.mastodon, ...samples.akkoma]) {
      const result = parseFrame(JSON.stringify(frame))
      expect(result).toMatchObject({ kind: 'event', event: { event: frame.event } })
    }
  })

  it('gives the documented update its status id', () => {
    const update = samples.mastodon.find((frame) => frame.event === 'update')
    const result = parseFrame(JSON.stringify(update))
    expect(
      result.kind === 'event' && result.event.event === 'update' && result.event.payload.id,
    ).toBe('108913983692647032')
  })

  it('ignores the documented error bodies', () => {
    for (const body of samples.errors) expect(parseFrame(JSON.stringify(body)).kind).toBe('ignored')
  })
})
