import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../src/api/client'
import {
  createStatus,
  fetchCustomEmojis,
  fetchMeta,
  lacksNotesCreate,
} from '../../../src/api/server-kind'
import { fetchStatus } from '../../../src/api/statuses'
import type { RunningInstance } from '../../fake-akkoma/server'
import { signIn, startTestInstance } from './helpers'

describe.each([
  ['with the Misskey-style calls', true],
  ['without the Misskey-style calls (stock Akkoma)', false],
])('posting on a server %s', (_name, misskeyCompat) => {
  let instance: RunningInstance
  let alice: ApiClient

  beforeAll(async () => {
    instance = await startTestInstance({ settings: { misskeyCompat } })
    alice = (await signIn(instance, 'alice')).client
  })

  afterAll(() => instance.close())

  it.each(['public', 'unlisted', 'private', 'direct'] as const)(
    'posts a %s status that keeps its visibility',
    async (visibility) => {
      const text = `${visibility} post @bob`
      const status = await createStatus(alice, { status: text, visibility, language: 'en' })
      expect(status.visibility).toBe(visibility)
      expect((await fetchStatus(alice, status.id)).id).toBe(status.id)
      expect(lacksNotesCreate(alice)).toBe(!misskeyCompat)
    },
  )

  it('carries a reply, a content warning and a poll', async () => {
    const parent = await createStatus(alice, { status: 'parent', visibility: 'public' })
    const reply = await createStatus(alice, {
      status: 'reply with a poll',
      visibility: 'public',
      inReplyToStatusId: parent.id,
      sensitive: true,
      spoilerText: 'spoiler',
      poll: { options: ['yes', 'no'], expiresIn: 3600 },
    })
    expect(reply.in_reply_to_id).toBe(parent.id)
    expect(reply.spoiler_text).toBe('spoiler')
    expect(reply.poll?.options.map((option) => option.title)).toEqual(['yes', 'no'])
  })

  it('posts once for one idempotency key', async () => {
    const draft = { status: 'only once', visibility: 'public' as const, idempotencyKey: 'k-1' }
    const first = await createStatus(alice, draft)
    const second = await createStatus(alice, draft)
    expect(second.id).toBe(first.id)
  })

  it('reads the instance meta and custom emoji either way', async () => {
    const meta = await fetchMeta(alice)
    expect(typeof meta.name).toBe('string')
    const emojis = await fetchCustomEmojis(alice)
    expect(emojis.length).toBeGreaterThan(0)
    for (const emoji of emojis) expect(emoji.url).toMatch(/^https?:\/\//)
  })
})
