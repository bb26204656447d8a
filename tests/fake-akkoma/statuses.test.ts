import { describe, expect, it } from 'vitest'
import examples from '../fixtures/fake-akkoma/entities-examples.json'
import samples from '../fixtures/fake-akkoma/openapi-schema-examples.json'
import { alice, bob, call, expectShape, useInstance, type JsonObject } from './contract'
import { png } from './seed/files'

const h = useInstance({ settings: { uploadLimit: 50_000 } })

interface S {
  id: string
  content: string
  visibility: string
  favourites_count: number
  favourited: boolean
  reblogs_count: number
  reblogged: boolean
  bookmarked: boolean
  pinned: boolean
  muted: boolean
  reblog: S | null
  poll: (JsonObject & { id: string; options: { votes_count: number }[] }) | null
  media_attachments: JsonObject[]
  spoiler_text: string
  edited_at: string | null
  quote: S | null
  in_reply_to_id: string | null
  emoji_reactions: { name: string; count: number; me: boolean }[]
  text: string | null
  language: string | null
  pleroma: JsonObject
}

const post = (
  token: string,
  form: Record<string, string | string[] | Blob>,
  headers: Record<string, string> = {},
) => call<S>(h, '/api/v1/statuses', { token, form, headers })

describe('creating statuses', () => {
  it('creates through Akkoma’s call with content type, language, spoiler and a reply', async () => {
    const parent = await post(bob, { status: 'parent post' })
    const res = await post(alice, {
      status: '**bold** reply #deck',
      content_type: 'text/markdown',
      language: 'en',
      spoiler_text: 'cw',
      in_reply_to_id: parent.body.id,
      visibility: 'unlisted',
    })
    expect(res.status).toBe(200)
    expect(res.body.content).toContain('<strong>bold</strong>')
    expect(res.body).toMatchObject({
      visibility: 'unlisted',
      spoiler_text: 'cw',
      language: 'en',
      in_reply_to_id: parent.body.id,
    })
    expect(
      (res.body.pleroma as { in_reply_to_account_acct: string }).in_reply_to_account_acct,
    ).toBe('bob')
    const context = await call<{ ancestors: S[]; descendants: S[] }>(
      h,
      `/api/v1/statuses/${parent.body.id}/context`,
    )
    expect(context.body.descendants.map((s) => s.id)).toEqual([res.body.id])
  })

  it('creates through the spec’s /api/notes/create with Misskey visibility names', async () => {
    const mapping = {
      public: 'public',
      home: 'unlisted',
      followers: 'private',
      specified: 'direct',
    }
    for (const [sent, stored] of Object.entries(mapping)) {
      const res = await call<S>(h, '/api/notes/create', {
        token: alice,
        json: { text: `to @bob as ${sent}`, visibility: sent, cw: '', source: 'deck' },
      })
      expect(res.status).toBe(200)
      expect(res.body.visibility).toBe(stored)
    }
    const bad = await call(h, '/api/notes/create', {
      token: alice,
      json: { text: 'x', visibility: 'nope' },
    })
    expect(bad.status).toBe(400)
  })

  it('creates a post once per idempotency key', async () => {
    const key = String(Date.now())
    const a = await call<S>(h, '/api/notes/create', {
      token: alice,
      json: { text: 'only once' },
      headers: { 'idempotency-key': key },
    })
    const b = await call<S>(h, '/api/notes/create', {
      token: alice,
      json: { text: 'only once' },
      headers: { 'idempotency-key': key },
    })
    expect(b.body.id).toBe(a.body.id)
    const c = await post(alice, { status: 'only once' }, { 'Idempotency-Key': key })
    expect(c.body.id).toBe(a.body.id)
    const timeline = await call<S[]>(h, '/api/v1/accounts/alice/statuses?limit=40')
    expect(timeline.body.filter((s) => s.content === 'only once')).toHaveLength(1)
  })

  it('renders a preview without storing it', async () => {
    const res = await call<S>(h, '/api/notes/create', {
      token: alice,
      json: { text: 'just a preview', preview: true },
    })
    expect(res.status).toBe(200)
    expect(res.body.content).toBe('just a preview')
    expect((await call(h, `/api/v1/statuses/${res.body.id}`)).status).toBe(404)
  })

  it('refuses empty posts, posts over the limit and bad polls with the real messages', async () => {
    expect((await post(alice, { status: '' })).body).toEqual({
      error: 'Cannot post an empty status without attachments',
    })
    const long = await post(alice, { status: 'x'.repeat(5001) })
    expect(long.status).toBe(422)
    expect(long.body).toEqual({ error: 'The status is over the character limit' })
    const poll = await post(alice, {
      status: 'poll',
      'poll[options][]': ['only one'],
      'poll[expires_in]': '600',
    })
    expect(poll.status).toBe(422)
    const unauth = await post('', { status: 'anonymous' })
    expect(unauth.status).toBe(403)
  })

  it('creates polls and answers votes with the real errors', async () => {
    const res = await post(bob, {
      status: 'vote!',
      'poll[options][]': ['a', 'b', 'c'],
      'poll[expires_in]': '3600',
      'poll[multiple]': 'true',
    })
    const poll = res.body.poll
    expectShape(poll, samples.poll)
    const id = poll?.id ?? ''
    const own = await call(h, `/api/v1/polls/${id}/votes`, { token: bob, json: { choices: [0] } })
    expect(own.body).toEqual({ error: "Poll's author can't vote" })
    const bad = await call(h, `/api/v1/polls/${id}/votes`, { token: alice, json: { choices: [7] } })
    expect(bad.body).toEqual({ error: 'Invalid indices' })
    const ok = await call<{
      options: { votes_count: number }[]
      voted: boolean
      own_votes: number[]
      voters_count: number
    }>(h, `/api/v1/polls/${id}/votes`, { token: alice, json: { choices: [0, 2] } })
    expect(ok.status).toBe(200)
    expect(ok.body.options.map((o) => o.votes_count)).toEqual([1, 0, 1])
    expect(ok.body).toMatchObject({ voted: true, own_votes: [0, 2], voters_count: 1 })
    const again = await call(h, `/api/v1/polls/${id}/votes`, {
      token: alice,
      json: { choices: [1] },
    })
    expect(again.status).toBe(422)
    expect(again.body).toEqual({ error: 'Already voted' })
    const single = await post(bob, {
      status: 'single',
      'poll[options][]': ['a', 'b'],
      'poll[expires_in]': '3600',
    })
    const many = await call(h, `/api/v1/polls/${single.body.poll?.id ?? ''}/votes`, {
      token: alice,
      json: { choices: [0, 1] },
    })
    expect(many.body).toEqual({ error: 'Too many choices' })
    expect(
      (await call(h, '/api/v1/polls/999999/votes', { token: alice, json: { choices: [0] } }))
        .status,
    ).toBe(404)
  })
})

describe('status actions', () => {
  it('counts a favourite and undoes it', async () => {
    const s = (await post(bob, { status: 'like me' })).body
    const fav = await call<S>(h, `/api/v1/statuses/${s.id}/favourite`, {
      token: alice,
      method: 'POST',
    })
    expect(fav.body).toMatchObject({ favourited: true, favourites_count: 1 })
    const by = await call<{ acct: string }[]>(h, `/api/v1/statuses/${s.id}/favourited_by`)
    expect(by.body.map((a) => a.acct)).toEqual(['alice'])
    const seen = await call<S>(h, `/api/v1/statuses/${s.id}`, { token: bob })
    expect(seen.body).toMatchObject({ favourited: false, favourites_count: 1 })
    const un = await call<S>(h, `/api/v1/statuses/${s.id}/unfavourite`, {
      token: alice,
      method: 'POST',
    })
    expect(un.body).toMatchObject({ favourited: false, favourites_count: 0 })
  })

  it('reblogs into a wrapper and unreblogs back to the original', async () => {
    const s = (await post(bob, { status: 'boost me' })).body
    const wrapper = await call<S>(h, `/api/v1/statuses/${s.id}/reblog`, {
      token: alice,
      method: 'POST',
    })
    expect(wrapper.body.reblog?.id).toBe(s.id)
    expect(wrapper.body.reblog?.reblogs_count).toBe(1)
    expectShape(wrapper.body, examples['status-reblog-wrapper'])
    const by = await call<{ acct: string }[]>(h, `/api/v1/statuses/${s.id}/reblogged_by`)
    expect(by.body.map((a) => a.acct)).toEqual(['alice'])
    const un = await call<S>(h, `/api/v1/statuses/${s.id}/unreblog`, {
      token: alice,
      method: 'POST',
    })
    expect(un.body).toMatchObject({ id: s.id, reblogged: false, reblogs_count: 0 })
  })

  it('bookmarks, pins (with the real limits) and mutes threads', async () => {
    const s = (await post(alice, { status: 'pin me' })).body
    expect(
      (await call<S>(h, `/api/v1/statuses/${s.id}/bookmark`, { token: alice, method: 'POST' })).body
        .bookmarked,
    ).toBe(true)
    const pinned = await call<S>(h, `/api/v1/statuses/${s.id}/pin`, {
      token: alice,
      method: 'POST',
    })
    expect(pinned.body.pinned).toBe(true)
    expect(typeof pinned.body.pleroma.pinned_at).toBe('string')
    const other = await call(h, `/api/v1/statuses/${s.id}/pin`, { token: bob, method: 'POST' })
    expect(other.body).toEqual({ error: "Someone else's status cannot be pinned" })
    const dm = (await post(alice, { status: '@bob secret', visibility: 'direct' })).body
    expect(
      (await call(h, `/api/v1/statuses/${dm.id}/pin`, { token: alice, method: 'POST' })).body,
    ).toEqual({ error: 'Non-public status cannot be pinned' })
    expect(
      (await call<S>(h, `/api/v1/statuses/${s.id}/mute`, { token: alice, method: 'POST' })).body
        .muted,
    ).toBe(true)
    expect(
      (await call<S>(h, `/api/v1/statuses/${s.id}/unmute`, { token: alice, method: 'POST' })).body
        .muted,
    ).toBe(false)
  })

  it('adds and removes reactions through every route and lists who reacted', async () => {
    const s = (await post(bob, { status: 'react to me' })).body
    await call(h, `/api/v1/statuses/${s.id}/react/${encodeURIComponent('☕')}`, {
      token: alice,
      method: 'POST',
    })
    await call(h, `/api/v1/pleroma/statuses/${s.id}/reactions/blobcat`, {
      token: alice,
      method: 'PUT',
    })
    const seen = await call<S>(h, `/api/v1/statuses/${s.id}`, { token: alice })
    expect(seen.body.emoji_reactions.map((r) => [r.name, r.count, r.me])).toEqual([
      ['☕', 1, true],
      ['blobcat', 1, true],
    ])
    const list = await call<{ name: string; accounts: { acct: string }[] }[]>(
      h,
      `/api/v1/pleroma/statuses/${s.id}/reactions`,
    )
    expect(list.body[0]?.accounts.map((a) => a.acct)).toEqual(['alice'])
    await call(h, `/api/v1/statuses/${s.id}/unreact/${encodeURIComponent('☕')}`, {
      token: alice,
      method: 'POST',
    })
    const after = await call<S>(h, `/api/v1/statuses/${s.id}`, { token: alice })
    expect(after.body.emoji_reactions.map((r) => r.name)).toEqual(['blobcat'])
    const bad = await call(h, `/api/v1/statuses/${s.id}/react/notanemoji`, {
      token: alice,
      method: 'POST',
    })
    expect(bad.status).toBe(400)
  })

  it('edits with history and source, and deletes returning the source text', async () => {
    const s = (await post(alice, { status: 'first words' })).body
    const edited = await call<S>(h, `/api/v1/statuses/${s.id}`, {
      token: alice,
      method: 'PUT',
      form: { status: 'second words', spoiler_text: 'now with cw' },
    })
    expect(edited.body.content).toBe('second words')
    expect(edited.body.edited_at).not.toBeNull()
    const history = await call<{ content: string }[]>(h, `/api/v1/statuses/${s.id}/history`)
    expect(history.body.map((v) => v.content)).toEqual(['first words', 'second words'])
    const source = await call(h, `/api/v1/statuses/${s.id}/source`, { token: alice })
    expect(source.body).toEqual({
      id: s.id,
      text: 'second words',
      spoiler_text: 'now with cw',
      content_type: 'text/plain',
    })
    expect(
      (
        await call(h, `/api/v1/statuses/${s.id}`, {
          token: bob,
          method: 'PUT',
          form: { status: 'hijack' },
        })
      ).status,
    ).toBe(403)
    const deleted = await call<S>(h, `/api/v1/statuses/${s.id}`, { token: alice, method: 'DELETE' })
    expect(deleted.body.text).toBe('second words')
    const gone = await call(h, `/api/v1/statuses/${s.id}`)
    expect(gone.status).toBe(404)
    expect(gone.body).toEqual({ error: 'Record not found' })
  })

  it('quotes, translates and shows link cards', async () => {
    const s = (await post(bob, { status: 'quotable https://www.example.org/some-article' })).body
    expect(
      (await call<{ card: JsonObject }>(h, `/api/v1/statuses/${s.id}`)).body.card,
    ).toMatchObject({ type: 'link', provider_name: 'www.example.org' })
    const q = await post(alice, { status: 'look', quote_id: s.id })
    expect(q.body.quote?.id).toBe(s.id)
    const tr = await call<{ text: string; detected_language: string }>(
      h,
      `/api/v1/statuses/${s.id}/translations/de`,
      { token: alice },
    )
    expect(tr.body.text).toContain('[DE]')
    const langs = await call<{ source: unknown[]; target: unknown[] }>(
      h,
      '/api/v1/akkoma/translation/languages',
      { token: alice },
    )
    expect(langs.body.target.length).toBeGreaterThan(0)
  })

  it('uploads media of every kind, sets descriptions and enforces the upload limit', async () => {
    const image = new Blob([new Uint8Array(png(20, 10, 0xff0000, 0x00ff00))], { type: 'image/png' })
    const up = await call<JsonObject & { id: string; url: string }>(h, '/api/v1/media', {
      token: alice,
      form: { file: new File([image], 'a.png', { type: 'image/png' }) },
    })
    expect(up.status).toBe(200)
    expectShape(up.body, samples.attachment)
    expect(up.body.meta).toEqual({ original: { width: 20, height: 10, aspect: 2 } })
    expect((await fetch(up.body.url)).headers.get('content-type')).toBe('image/png')
    const described = await call<JsonObject>(h, `/api/v1/media/${up.body.id}`, {
      token: alice,
      method: 'PUT',
      json: { description: 'a gradient' },
    })
    expect(described.body.description).toBe('a gradient')
    const audio = await call<JsonObject>(h, '/api/v2/media', {
      token: alice,
      form: { file: new File(['RIFF'], 'a.wav', { type: 'audio/wav' }) },
    })
    expect(audio.status).toBe(202)
    expect(audio.body.type).toBe('audio')
    const other = await call<JsonObject>(h, '/api/v1/media', {
      token: alice,
      form: { file: new File(['x'], 'a.bin', { type: 'application/octet-stream' }) },
    })
    expect(other.body.type).toBe('unknown')
    const big = await call(h, '/api/v1/media', {
      token: alice,
      form: { file: new File([new Uint8Array(60_000)], 'big.png', { type: 'image/png' }) },
    })
    expect(big.status).toBe(413)
    const withMedia = await post(alice, { status: '', 'media_ids[]': [up.body.id] })
    expect(withMedia.body.media_attachments[0]?.description).toBe('a gradient')
    expect((await post(bob, { status: 'steal', 'media_ids[]': [up.body.id] })).status).toBe(404)
  })

  it('expires posts made with expires_in once their time has come', async () => {
    const short = await post(alice, { status: 'short-lived', expires_in: '600' })
    expect(short.status).toBe(422)
    const s = await post(alice, { status: 'ephemeral', expires_in: '3600' })
    expect(typeof s.body.pleroma.expires_at).toBe('string')
    const record = h.instance.state.store.statuses.get(s.body.id)
    if (record) record.expiresAt = Date.now() - 1
    // The instance sweeps expired posts about once a second.
    await expect
      .poll(async () => (await call(h, `/api/v1/statuses/${s.body.id}`)).status, { timeout: 5000 })
      .toBe(404)
  })

  it('answers bad ids with 404 Record not found', async () => {
    for (const path of [
      '/api/v1/statuses/nope',
      '/api/v1/statuses/nope/context',
      '/api/v1/polls/nope',
    ])
      expect((await call(h, path)).body, path).toEqual({ error: 'Record not found' })
    expect(
      (await call(h, '/api/v1/statuses/nope/favourite', { token: alice, method: 'POST' })).status,
    ).toBe(404)
  })
})
