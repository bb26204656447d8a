import { createStore } from 'jotai'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../src/api/client'
import { isApiError } from '../../../src/api/errors'
import { uploadMedia } from '../../../src/api/media'
import { fetchStatus } from '../../../src/api/statuses'
import { fetchAccountStatuses } from '../../../src/api/timelines'
import { emptyDraft, withIdempotencyKey, type ComposerDraft } from '../../../src/lib/composer/draft'
import type { ComposerTarget } from '../../../src/lib/composer/initial-draft'
import { defaultPollForm, type PollLimits } from '../../../src/lib/composer/poll-form'
import { checkUploadSize } from '../../../src/lib/composer/upload-errors'
import { getAccountCache, readEntity } from '../../../src/state/entity-cache'
import { createComposerActions } from '../../../src/state/post-status'
import type { RunningInstance } from '../../fake-akkoma/server'
import { control, signIn, startTestInstance } from '../api/helpers'
import { pngBytes } from './png'

const uploadLimit = 64 * 1024
const pollLimits: PollLimits = {
  max_options: 4,
  max_option_chars: 100,
  min_expiration: 300,
  max_expiration: 86400,
}

let instance: RunningInstance
let alice: ApiClient
let aliceId: string
const store = createStore()
const accountKey = 'alice@local'

beforeAll(async () => {
  instance = await startTestInstance({ settings: { uploadLimit } })
  alice = (await signIn(instance, 'alice')).client
  aliceId = (await alice.json<{ id: string }>('GET', '/api/v1/accounts/verify_credentials')).id
})

afterEach(() => control(instance, 'faults', { failRate: 0 }))
afterAll(() => instance.close())

const draft = (over: Partial<ComposerDraft>): ComposerDraft =>
  withIdempotencyKey({
    ...emptyDraft({ visibility: 'public', contentType: 'text/plain' }),
    ...over,
  })

/** The composer's post action; the server's copy of what it posted, read back for the checks. */
async function sendDraft(keyed: ComposerDraft, target: ComposerTarget, limits: PollLimits) {
  const result = await createComposerActions({ store, accountKey, client: alice }).post(
    keyed,
    target,
    limits,
  )
  if (!result.ok) throw new Error(result.error.text ?? 'not posted')
  const { id, deleteError } = result.value
  return { status: await fetchStatus(alice, id), deleteError }
}

async function countOwn(text: string): Promise<number> {
  const page = await fetchAccountStatuses(alice, aliceId, { limit: 40 })
  return page.items.filter((s) => s.content.includes(text)).length
}

describe('composer posting against the local instance', () => {
  it('posts a content warning and a poll', async () => {
    const poll = { ...defaultPollForm(), options: ['tea', 'coffee', 'tea', ''], multiple: true }
    const { status } = await sendDraft(
      draft({ status: 'which one', spoilerText: 'drinks', nsfw: true, poll }),
      { kind: 'status' },
      pollLimits,
    )
    const fetched = await fetchStatus(alice, status.id)
    // The action stored its answer in the account's cache.
    expect(readEntity(getAccountCache(store, accountKey), 'statuses', status.id)?.summary).toBe(
      'drinks',
    )
    expect(fetched.spoiler_text).toBe('drinks')
    expect(fetched.poll?.options.map((o) => o.title)).toEqual(['tea', 'coffee'])
    expect(fetched.poll?.multiple).toBe(true)
  })

  it('saves media descriptions before posting two images', async () => {
    const files = await Promise.all(
      ['one.png', 'two.png'].map(async (name) => {
        const attachment = await uploadMedia(
          alice,
          new File([pngBytes()], name, { type: 'image/png' }),
        )
        return {
          id: attachment.id,
          url: attachment.url,
          previewUrl: attachment.url,
          mimetype: 'image/png',
          name,
        }
      }),
    )
    const [first, second] = files
    if (!first || !second) throw new Error('uploads missing')
    const { status } = await sendDraft(
      draft({
        status: 'two pictures',
        files,
        mediaDescriptions: { [first.id]: ' a red square ', [second.id]: '   ' },
      }),
      { kind: 'status' },
      pollLimits,
    )
    const fetched = await fetchStatus(alice, status.id)
    expect((fetched.media_attachments ?? []).map((m) => m.description ?? null)).toEqual([
      'a red square',
      null,
    ])
  })

  it('rejects a file over the upload limit, before and at the server', async () => {
    const big = new File([new Uint8Array(uploadLimit + 1)], 'big.png', { type: 'image/png' })
    expect(checkUploadSize(big.size, uploadLimit)?.code).toBe('file_too_big')
    const error: unknown = await uploadMedia(alice, big).catch((e: unknown) => e)
    expect(isApiError(error) && error.kind).toBe('http')
  })

  it('creates exactly one status when a post is retried after a failed first request', async () => {
    const text = `retried ${Date.now()}`
    const keyed = draft({ status: text })
    await control(instance, 'faults', { failRate: 1, failStatus: 500 })
    await expect(sendDraft(keyed, { kind: 'status' }, pollLimits)).rejects.toThrow()
    await control(instance, 'faults', { failRate: 0 })
    const first = await sendDraft(keyed, { kind: 'status' }, pollLimits)
    // The answer to the first try may have been lost although the server made the status.
    const again = await sendDraft(keyed, { kind: 'status' }, pollLimits)
    expect(again.status.id).toBe(first.status.id)
    expect(await countOwn(text)).toBe(1)
  })

  it('replies, quotes, edits and redrafts', async () => {
    const { status: original } = await sendDraft(
      draft({ status: 'original post' }),
      { kind: 'status' },
      pollLimits,
    )
    const { status: reply } = await sendDraft(
      draft({ status: 'a reply', visibility: 'unlisted' }),
      { kind: 'reply', statusId: original.id, scope: 'public', mentions: [] },
      pollLimits,
    )
    expect(reply.in_reply_to_id).toBe(original.id)
    expect(reply.visibility).toBe('unlisted')
    // The parent counts its reply at once, without being fetched again.
    expect(readEntity(getAccountCache(store, accountKey), 'statuses', original.id)).toMatchObject({
      replies_count: 1,
    })
    const { status: quote } = await sendDraft(
      draft({ status: 'a quote' }),
      { kind: 'quote', statusId: original.id, scope: 'public' },
      pollLimits,
    )
    expect(JSON.stringify(quote)).toContain(original.id)
    const { status: edited } = await sendDraft(
      draft({ status: 'original post, edited' }),
      { kind: 'edit', statusId: original.id, scope: 'public' },
      pollLimits,
    )
    expect(edited.id).toBe(original.id)
    expect(edited.content).toContain('edited')
    const { status: redrafted, deleteError } = await sendDraft(
      draft({ status: 'said again' }),
      { kind: 'redraft', statusId: reply.id, scope: 'unlisted' },
      pollLimits,
    )
    expect(deleteError).toBeUndefined()
    expect(redrafted.id).not.toBe(reply.id)
    await expect(fetchStatus(alice, reply.id)).rejects.toThrow()
  })
})
