import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../api/client'
import { getAccountCache, readEntity } from './entity-cache'
import { ingest } from './ingest'
import { noticesAtom } from './notices'
import {
  removeStatus,
  setBookmark,
  setFavourite,
  setReaction,
  setRepeat,
  voteInPoll,
} from './optimistic'
import { apiStatus, poll, status } from '../entities/test-factories'
import type { ActionContext } from './action-result'

const account = 'alice@local.example'

/** A server answer the test releases when it wants, to look at the state in between. */
function deferredFetch(status: number, body: unknown) {
  let release: () => void = () => undefined
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const calls: string[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    calls.push(`${request.method} ${new URL(request.url).pathname}`)
    await gate
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  }
  return { fetch, release, calls }
}

function setup(answer: { status: number; body: unknown }) {
  const store = createStore()
  const server = deferredFetch(answer.status, answer.body)
  const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', token: 't', fetch: server.fetch })
  const ctx: ActionContext = { store, accountKey: account, client }
  ingest(store, account, { statuses: [status('5', { fave_num: 2 })], polls: [poll('p1')] })
  const read = () => readEntity(getAccountCache(store, account), 'statuses', '5')
  return { store, server, ctx, read }
}

describe('optimistic favourite', () => {
  it('shows at once and is replaced by the server answer', async () => {
    const { server, ctx, read } = setup({
      status: 200,
      body: apiStatus({ id: '5', favourited: true, favourites_count: 7 }),
    })
    const done = setFavourite(ctx, '5', true)
    expect(read()).toMatchObject({ favorited: true, fave_num: 3 })
    server.release()
    expect(await done).toEqual({ ok: true })
    expect(read()).toMatchObject({ favorited: true, fave_num: 7 })
    expect(server.calls).toEqual(['POST /api/v1/statuses/5/favourite'])
  })

  it('rolls back and shows the error when the server refuses', async () => {
    const { store, server, ctx, read } = setup({ status: 500, body: { error: 'boom' } })
    const done = setFavourite(ctx, '5', true)
    expect(read()?.favorited).toBe(true)
    server.release()
    const result = await done
    expect(result.ok).toBe(false)
    expect(read()).toMatchObject({ favorited: false, fave_num: 2 })
    const notices = store.get(noticesAtom)
    expect(notices).toHaveLength(1)
    expect(notices[0]?.level).toBe('error')
  })

  it('does not roll back over a newer copy that arrived meanwhile', async () => {
    const { store, server, ctx, read } = setup({ status: 500, body: { error: 'boom' } })
    const done = setFavourite(ctx, '5', true)
    ingest(store, account, { statuses: [status('5', { favorited: true, fave_num: 9 })] })
    server.release()
    await done
    expect(read()).toMatchObject({ favorited: true, fave_num: 9 })
  })

  it('sends one request for a double click', async () => {
    const { server, ctx } = setup({ status: 200, body: apiStatus({ id: '5', favourited: true }) })
    const first = setFavourite(ctx, '5', true)
    const second = await setFavourite(ctx, '5', true)
    expect(second).toMatchObject({ ok: false, skipped: true })
    server.release()
    await first
    expect(server.calls).toHaveLength(1)
  })
})

describe('other optimistic actions', () => {
  it('repeat, bookmark and reaction patch at once', async () => {
    const { server, ctx, read } = setup({ status: 200, body: apiStatus({ id: '5' }) })
    const actions = [
      setRepeat(ctx, '5', true),
      setBookmark(ctx, '5', true),
      setReaction(ctx, '5', '🐈', true),
    ]
    expect(read()).toMatchObject({ repeated: true, repeat_num: 1, bookmarked: true })
    expect(read()?.emoji_reactions).toEqual([
      { name: '🐈', count: 1, me: true, url: null, account_ids: [] },
    ])
    server.release()
    await Promise.all(actions)
  })

  it('counts a heart reaction as a favourite', () => {
    const { ctx, read } = setup({ status: 200, body: apiStatus({ id: '5' }) })
    void setReaction(ctx, '5', '❤', true)
    expect(read()).toMatchObject({ fave_num: 3, emoji_reactions: [] })
  })

  it('delete hides at once and comes back when refused', async () => {
    const { server, ctx, read } = setup({ status: 403, body: { error: 'Access denied' } })
    const done = removeStatus(ctx, '5')
    expect(read()?.deleted).toBe(true)
    server.release()
    await done
    expect(read()?.deleted).toBe(false)
  })

  it('a poll vote counts at once and takes the server count', async () => {
    const answer = {
      id: 'p1',
      options: [
        { title: 'yes', votes_count: 1 },
        { title: 'no', votes_count: 5 },
      ],
      voted: true,
      own_votes: [1],
      votes_count: 6,
      multiple: false,
      expired: false,
    }
    const { store, server, ctx } = setup({ status: 200, body: answer })
    const readPoll = () => readEntity(getAccountCache(store, account), 'polls', 'p1')
    const done = voteInPoll(ctx, 'p1', [1])
    expect(readPoll()).toMatchObject({ voted: true, own_votes: [1], votes_count: 2 })
    expect(readPoll()?.options[1]?.votes_count).toBe(1)
    server.release()
    await done
    expect(readPoll()?.votes_count).toBe(6)
    expect(server.calls).toEqual(['POST /api/v1/polls/p1/votes'])
  })
})
