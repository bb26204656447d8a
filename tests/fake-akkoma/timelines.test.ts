import { describe, expect, it } from 'vitest'
import examples from '../fixtures/fake-akkoma/entities-examples.json'
import samples from '../fixtures/fake-akkoma/openapi-schema-examples.json'
import { alice, call, expectShape, links, useInstance, type JsonObject } from './contract'

const h = useInstance({ statuses: 300 })

interface StatusLike {
  id: string
  account: { id: string; acct: string }
  reblog: StatusLike | null
  visibility: string
  in_reply_to_id: string | null
  media_attachments: unknown[]
  pinned: boolean
  tags: { name: string }[]
}

async function walk(path: string, token?: string): Promise<string[]> {
  const ids: string[] = []
  let next: string | undefined = path
  for (let guard = 0; next && guard < 100; guard++) {
    const res: { body: StatusLike[]; headers: Headers } = await call<StatusLike[]>(h, next, {
      token,
    })
    if (res.body.length === 0) {
      expect(res.headers.get('link')).toBeNull()
      break
    }
    ids.push(...res.body.map((s) => s.id))
    next = links(res.headers).next
  }
  return ids
}

describe('timelines', () => {
  it('walks the whole public timeline through Link headers with no gap and no duplicate', async () => {
    const paged = await walk('/api/v1/timelines/public?limit=40')
    expect(new Set(paged).size).toBe(paged.length)
    expect(paged.length).toBeGreaterThan(250)
    expect([...paged].sort().reverse()).toEqual(paged)
    const small = await walk('/api/v1/timelines/public?limit=17')
    expect(small).toEqual(paged)
  })

  it('writes both rels with the original params, keys sorted, ids as in the reference', async () => {
    const res = await call<StatusLike[]>(h, '/api/v1/timelines/home?with_muted=false&limit=5', {
      token: alice,
    })
    const link = res.headers.get('link') ?? ''
    const last = res.body[4]?.id ?? ''
    const first = res.body[0]?.id ?? ''
    expect(link).toBe(
      `<${h.url}/api/v1/timelines/home?limit=5&max_id=${last}&with_muted=false>; rel="next", <${h.url}/api/v1/timelines/home?limit=5&min_id=${first}&with_muted=false>; rel="prev"`,
    )
  })

  it('clamps limit to 40, defaults to 20, and answers a bad limit with a validation error', async () => {
    expect((await call<unknown[]>(h, '/api/v1/timelines/public?limit=500')).body).toHaveLength(40)
    expect((await call<unknown[]>(h, '/api/v1/timelines/public')).body).toHaveLength(20)
    const bad = await call<{ error: string }>(h, '/api/v1/timelines/public?limit=abc')
    expect(bad.status).toBe(400)
    expect(bad.body.error).toContain('limit')
  })

  it('pages forward with min_id and since_id', async () => {
    const all = (await call<StatusLike[]>(h, '/api/v1/timelines/public?limit=40')).body.map(
      (s) => s.id,
    )
    const anchor = all[10] ?? ''
    const newer = (
      await call<StatusLike[]>(h, `/api/v1/timelines/public?min_id=${anchor}&limit=3`)
    ).body.map((s) => s.id)
    expect(newer).toEqual(all.slice(7, 10))
    const since = (
      await call<StatusLike[]>(h, `/api/v1/timelines/public?since_id=${anchor}&limit=3`)
    ).body.map((s) => s.id)
    expect(since).toEqual(all.slice(0, 3))
  })

  it('renders statuses in the reference shape with pleroma and akkoma blocks', async () => {
    const res = await call<JsonObject[]>(h, '/api/v1/timelines/home?limit=40', { token: alice })
    const plain = res.body.find(
      (s) => s.reblog === null && (s.pleroma as JsonObject).local === true,
    )
    expectShape(plain, samples.status, ['$.account.is_locked'])
    expectShape(plain, examples['status-full'], [
      '$.quote',
      '$.quote_id',
      '$.in_reply_to_id',
      '$.in_reply_to_account_id',
    ])
    const wrapper = res.body.find((s) => s.reblog !== null)
    expectShape(wrapper, examples['status-reblog-wrapper'])
    expect(wrapper).not.toHaveProperty('akkoma')
  })

  it('requires a token for home and answers 403 Invalid credentials.', async () => {
    const res = await call(h, '/api/v1/timelines/home')
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ error: 'Invalid credentials.' })
  })

  it('filters local, bubble, tag, list, media and account timelines', async () => {
    const local = (await call<StatusLike[]>(h, '/api/v1/timelines/public?local=true&limit=40')).body
    expect(local.every((s) => !(s.reblog ?? s).account.acct.includes('@'))).toBe(true)
    const bubble = (await call<StatusLike[]>(h, '/api/v1/timelines/bubble?limit=40')).body
    expect(
      bubble.every(
        (s) => !s.account.acct.includes('@') || /@(remote|bubble)\.example$/.test(s.account.acct),
      ),
    ).toBe(true)
    expect(bubble.some((s) => s.account.acct.endsWith('@bubble.example'))).toBe(true)
    const cats = (await call<StatusLike[]>(h, '/api/v1/timelines/tag/cats?limit=40')).body
    expect(cats.length).toBeGreaterThan(0)
    expect(cats.every((s) => s.tags.some((t) => t.name === 'cats'))).toBe(true)
    const media = (await call<StatusLike[]>(h, '/api/v1/timelines/public?only_media=true')).body
    expect(media.length).toBeGreaterThan(2)
    expect(media.every((s) => (s.reblog ?? s).media_attachments.length > 0)).toBe(true)
    const lists = (
      await call<{ id: string; title: string }[]>(h, '/api/v1/lists', { token: alice })
    ).body
    const friends = lists.find((l) => l.title === 'Friends')
    const list = (
      await call<StatusLike[]>(h, `/api/v1/timelines/list/${friends?.id ?? ''}`, { token: alice })
    ).body
    expect(list.length).toBeGreaterThan(0)
    expect(list.every((s) => s.account.acct === 'bob')).toBe(true)
    expect(
      (await call(h, `/api/v1/timelines/list/${friends?.id ?? ''}`, { token: 'seed-token-bob' }))
        .status,
    ).toBe(404)
  })

  it('shows pinned posts, excludes replies and shows media only on account timelines', async () => {
    const adminId = (await call<{ id: string }>(h, '/api/v1/accounts/lookup?acct=admin')).body.id
    const pinned = (await call<StatusLike[]>(h, `/api/v1/accounts/${adminId}/statuses?pinned=true`))
      .body
    expect(pinned.length).toBe(1)
    expect(pinned[0]?.pinned).toBe(true)
    const bobId = (await call<{ id: string }>(h, '/api/v1/accounts/lookup?acct=bob')).body.id
    const all = (await call<StatusLike[]>(h, `/api/v1/accounts/${bobId}/statuses?limit=40`)).body
    expect(all.some((s) => s.in_reply_to_id)).toBe(true)
    const noReplies = (
      await call<StatusLike[]>(h, `/api/v1/accounts/${bobId}/statuses?exclude_replies=1&limit=40`)
    ).body
    expect(noReplies.every((s) => s.in_reply_to_id === null)).toBe(true)
    const media = (await call<StatusLike[]>(h, `/api/v1/accounts/bob/statuses?only_media=1`)).body
    expect(media.length).toBeGreaterThan(0)
    expect(media.every((s) => (s.reblog ?? s).media_attachments.length > 0)).toBe(true)
  })

  it('hides followers-only posts from strangers and shows them to followers', async () => {
    const aliceId = (await call<{ id: string }>(h, '/api/v1/accounts/lookup?acct=alice')).body.id
    const visitor = (await call<StatusLike[]>(h, `/api/v1/accounts/${aliceId}/statuses?limit=40`))
      .body
    expect(visitor.some((s) => s.visibility === 'private')).toBe(false)
    const follower = (
      await call<StatusLike[]>(h, `/api/v1/accounts/${aliceId}/statuses?limit=40`, {
        token: 'seed-token-bob',
      })
    ).body
    expect(follower.some((s) => s.visibility === 'private')).toBe(true)
  })

  it('pages favourites and bookmarks by their own keys (integers for bookmarks)', async () => {
    const fav = await call<StatusLike[]>(h, '/api/v1/favourites?limit=1', { token: alice })
    expect(fav.body).toHaveLength(1)
    const next = links(fav.headers).next ?? ''
    expect(next).toMatch(/max_id=[0-9A-Za-z]{18}/)
    const marks = await call<StatusLike[]>(h, '/api/v1/bookmarks?limit=1', { token: alice })
    expect(links(marks.headers).next).toMatch(/max_id=\d+$/)
    const rest = await call<StatusLike[]>(h, links(marks.headers).next ?? '', { token: alice })
    expect(rest.body).toHaveLength(1)
    expect(rest.body[0]?.id).not.toBe(marks.body[0]?.id)
  })

  it('lists direct conversations with accounts and last status', async () => {
    const res = await call<JsonObject[]>(h, '/api/v1/conversations', { token: alice })
    expect(res.body.length).toBeGreaterThan(0)
    expectShape(res.body[0], examples.conversation)
    expect(res.body[0]?.id).toMatch(/^\d+$/)
    const id = String(res.body[0]?.id)
    const read = await call<{ unread: boolean }>(h, `/api/v1/conversations/${id}/read`, {
      token: alice,
      method: 'POST',
    })
    expect(read.body.unread).toBe(false)
    expect(
      (await call(h, `/api/v1/conversations/${id}`, { token: alice, method: 'DELETE' })).body,
    ).toEqual({})
    expect(
      (await call(h, `/api/v1/conversations/${id}/read`, { token: alice, method: 'POST' })).status,
    ).toBe(404)
  })
})
