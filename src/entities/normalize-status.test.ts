import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiStatus } from '../api/wire/index.ts'
import { createBundle } from './bundle.ts'
import { normalizeStatus, normalizeStatuses } from './normalize-status.ts'
import { apiAccount, apiPoll, apiReblog, apiStatus } from './test-factories.ts'
import { fixtures } from './test-fixtures.ts'

function one(raw: ApiStatus) {
  const bundle = createBundle()
  return { status: normalizeStatus(raw, bundle), bundle }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('normalizeStatus on real samples', () => {
  it('reads the 20 statuses of a 2019 Pleroma instance, splitting the 5 repeats', () => {
    const warn = vi.spyOn(console, 'warn')
    const bundle = createBundle()
    const ids = normalizeStatuses(fixtures.pleroma2019Statuses, bundle)
    expect(ids).toHaveLength(20)
    expect(warn).not.toHaveBeenCalled()
    const byId = new Map(bundle.statuses.map((s) => [s.id, s]))
    const repeats = ids.map((id) => byId.get(id)).filter((s) => s?.type === 'retweet')
    expect(repeats).toHaveLength(5)
    for (const repeat of repeats) {
      expect(repeat?.retweeted_status_id).not.toBeNull()
      expect(byId.has(repeat?.retweeted_status_id ?? '')).toBe(true)
    }
    for (const status of bundle.statuses) {
      expect(typeof status.id).toBe('string')
      expect(bundle.users.some((u) => u.id === status.user_id)).toBe(true)
    }
    const withMedia = ids.filter((id) => (byId.get(id)?.attachments.length ?? 0) > 0)
    expect(withMedia.length).toBeGreaterThanOrEqual(6)
  })

  it('puts a repeated original before its wrapper in the bundle', () => {
    const bundle = createBundle()
    normalizeStatuses(fixtures.pleroma2019Statuses, bundle)
    const position = new Map(bundle.statuses.map((s, i) => [s.id, i]))
    for (const status of bundle.statuses) {
      if (status.retweeted_status_id === null) continue
      expect(position.get(status.retweeted_status_id)).toBeLessThan(position.get(status.id) ?? -1)
    }
  })

  it('reads the full current Akkoma shape: reply, media, quote, reactions, source type', () => {
    const { status, bundle } = one(fixtures.assembled.status_full)
    expect(status).toMatchObject({
      id: 'AHDrKQ3ms5jRL8rbNo',
      type: 'status',
      user_id: '9toJCsKN7SmSf3aj5c',
      in_reply_to_status_id: 'AHDqzN4fJ3n0lWbU5g',
      in_reply_to_user_id: 'AEY3QKKmN2nrcYjgEa',
      in_reply_to_screen_name: 'bob@remote.example',
      quote_id: 'AHDpQ1x0ZrYB1e0cAS',
      media_type: 'text/plain',
      text: '@bob look at this :blobcat: #cats',
      language: 'en',
      statusnet_conversation_id: '1870473524',
      application: 'Pleroma FE',
      is_local: true,
      favorited: true,
      fave_num: 3,
    })
    expect(status?.attachments[0]).toMatchObject({
      kind: 'image',
      mimetype: 'image/jpeg',
      description: 'a cat sitting in a box',
      meta: { width: 1280, height: 960 },
    })
    expect(status?.emoji_reactions.map((r) => r.name)).toEqual(['☕', 'blobcat'])
    expect(status?.attentions).toEqual([
      {
        id: 'AEY3QKKmN2nrcYjgEa',
        screen_name: 'bob@remote.example',
        username: 'bob',
        statusnet_profile_url: 'https://remote.example/@bob',
      },
    ])
    // The abbreviated quote in the sample has no author: the id is still kept.
    expect(bundle.statuses.map((s) => s.id)).toEqual(['AHDrKQ3ms5jRL8rbNo'])
  })

  it('reads a reblog wrapper whose original is abbreviated as unusable, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(one(fixtures.assembled.reblog_wrapper).status).toBeUndefined()
    expect(warn).toHaveBeenCalled()
  })

  it('reads the Mastodon documentation example', () => {
    const raw = fixtures.mastodon.Status as unknown as ApiStatus
    const { status } = one(raw)
    expect(status?.id).toBe('103270115826048975')
    expect(status?.user_id).toBe('1')
    expect(status?.text).toContain('I lost my inheritance with one wrong digit on my sort code')
    expect(status?.is_local).toBe(true)
  })
})

describe('status rules', () => {
  it('splits a repeat: the wrapper references the original, each stored once', () => {
    const original = apiStatus({ id: 'orig' })
    const { status, bundle } = one(apiReblog(original, { id: 'wrap' }))
    expect(status?.type).toBe('retweet')
    expect(status?.retweeted_status_id).toBe('orig')
    expect(bundle.statuses.map((s) => s.id)).toEqual(['orig', 'wrap'])
  })

  it('splits a quote and a poll into the bundle and references them by id', () => {
    const quoted = apiStatus({ id: 'quoted' })
    const { status, bundle } = one(
      apiStatus({ id: 'quoting', quote: quoted, quote_id: 'quoted', poll: apiPoll({ id: 'p1' }) }),
    )
    expect(status?.quote_id).toBe('quoted')
    expect(status?.poll_id).toBe('p1')
    expect(bundle.polls.map((p) => p.id)).toEqual(['p1'])
    expect(bundle.statuses.map((s) => s.id)).toEqual(['quoted', 'quoting'])
  })

  it('reads Mastodon quote wrappers, full and shallow', () => {
    const full = one(
      apiStatus({ quote: { state: 'accepted', quoted_status: apiStatus({ id: 'mq' }) } }),
    )
    expect(full.status?.quote_id).toBe('mq')
    expect(full.bundle.statuses.map((s) => s.id)).toContain('mq')
    const shallow = one(apiStatus({ quote: { state: 'accepted', quoted_status_id: 'sq' } }))
    expect(shallow.status?.quote_id).toBe('sq')
  })

  it('treats the unresolvable "_" parent as no parent, keeping its AP id', () => {
    const { status } = one(
      apiStatus({
        in_reply_to_id: '_',
        in_reply_to_account_id: '_',
        akkoma: { in_reply_to_apid: 'https://remote.example/objects/1' },
      }),
    )
    expect(status?.in_reply_to_status_id).toBeNull()
    expect(status?.in_reply_to_user_id).toBeNull()
    expect(status?.in_reply_to_ap_id).toBe('https://remote.example/objects/1')
  })

  it('marks as nsfw when sensitive, tagged nsfw, or the text has the #nsfw hashtag', () => {
    const plain = (content: string, extra: Partial<ApiStatus> = {}) =>
      one(apiStatus({ content, ...extra })).status?.nsfw
    expect(plain('hello')).toBe(false)
    expect(plain('hello', { sensitive: true })).toBe(true)
    expect(plain('hello', { tags: [{ name: 'NSFW', url: '' }] })).toBe(true)
    expect(plain('look #nsfw')).toBe(true)
    expect(plain('#NSFW at the start')).toBe(true)
    expect(plain('#nsfwart is a different tag')).toBe(false)
    expect(plain('not#nsfw glued')).toBe(false)
  })

  it('finds #nsfw in HTML content when the server sends no plain text', () => {
    const raw = apiStatus({
      content:
        '<p>pic <a class="hashtag" href="https://x.example/tag/nsfw">#<span>nsfw</span></a></p>',
      pleroma: {},
    })
    const { status } = one(raw)
    expect(status?.text).toBe('pic #nsfw')
    expect(status?.nsfw).toBe(true)
  })

  it('counts heart and star reactions into fave_num and removes them from reactions', () => {
    const reactions = [
      { name: '❤', count: 2, me: false, url: null, account_ids: [] },
      { name: '⭐', count: 1, me: true, url: null, account_ids: [] },
      { name: '❤️', count: 1, me: false, url: null, account_ids: [] },
      { name: '☕', count: 4, me: false, url: null, account_ids: ['a'] },
    ]
    const { status } = one(
      apiStatus({ favourites_count: 5, pleroma: { emoji_reactions: reactions } }),
    )
    expect(status?.fave_num).toBe(9)
    expect(status?.emoji_reactions).toEqual([
      { name: '☕', count: 4, me: false, url: null, account_ids: ['a'] },
    ])
  })

  it('uses top-level emoji_reactions when the pleroma copy is missing', () => {
    const { status } = one(
      apiStatus({
        pleroma: {},
        emoji_reactions: [{ name: 'blobcat', count: 1, me: false, url: 'https://e/b.png' }],
      }),
    )
    expect(status?.emoji_reactions).toEqual([
      { name: 'blobcat', count: 1, me: false, url: 'https://e/b.png', account_ids: [] },
    ])
  })

  it('maps Misskey-flavoured visibilities and falls back to public for unknown ones', () => {
    expect(one(apiStatus({ visibility: 'home' })).status?.visibility).toBe('unlisted')
    expect(one(apiStatus({ visibility: 'followers' })).status?.visibility).toBe('private')
    expect(one(apiStatus({ visibility: 'specified' })).status?.visibility).toBe('direct')
    expect(one(apiStatus({ visibility: 'local' })).status?.visibility).toBe('local')
    expect(one(apiStatus({ visibility: 'weird' })).status?.visibility).toBe('public')
    expect(one(apiStatus({ visibility: 'constructor' })).status?.visibility).toBe('public')
  })

  it('survives wrong types and null arrays', () => {
    const raw = {
      ...apiStatus(),
      id: 77,
      favourites_count: '3',
      replies_count: null,
      media_attachments: null,
      mentions: null,
      tags: ['a', { name: 'b', url: 'u' }, 5],
      emojis: [null, { shortcode: 'x' }],
      pleroma: null,
      card: 'nope',
      poll: { options: [] },
    } as unknown as ApiStatus
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { status, bundle } = one(raw)
    expect(status).toMatchObject({
      id: '77',
      fave_num: 3,
      replies_count: 0,
      attachments: [],
      attentions: [],
      emojis: [],
      card: null,
      poll_id: null,
    })
    expect(status?.tags.map((t) => t.name)).toEqual(['a', 'b'])
    expect(bundle.polls).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
  })
})

describe('unusable statuses', () => {
  it('skips legacy TwitterAPI statuses as an unknown status type, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const bundle = createBundle()
    expect(normalizeStatuses(fixtures.legacyStatuses, bundle)).toEqual([])
    expect(bundle.statuses).toEqual([])
    expect(warn).toHaveBeenCalledTimes(fixtures.legacyStatuses.length)
  })

  it('skips statuses without id or author and keeps the rest of the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const good = apiStatus({ id: 'good', account: apiAccount() })
    const page = [{ content: 'x' }, good, null, 'junk'] as unknown as ApiStatus[]
    expect(normalizeStatuses(page, createBundle())).toEqual(['good'])
    expect(warn).toHaveBeenCalledTimes(3)
  })

  it('returns no ids for a body that is not a list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const body = { error: 'Throttled' } as unknown as ApiStatus[]
    expect(normalizeStatuses(body, createBundle())).toEqual([])
    expect(warn).toHaveBeenCalled()
  })
})
