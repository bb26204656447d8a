import { describe, expect, it } from 'vitest'
import { recordingClient, ok } from './test-fetch'
import {
  fetchAccountStatuses,
  fetchBookmarks,
  fetchFavourites,
  fetchHomeTimeline,
  fetchPublicTimeline,
  fetchTimelinePage,
} from './timelines'

const list = ok([])

function queryOf(run: (client: ReturnType<typeof recordingClient>['client']) => Promise<unknown>) {
  const { client, requests } = recordingClient({
    'GET /api/v1/timelines/home': list,
    'GET /api/v1/timelines/public': list,
    'GET /api/v1/favourites': list,
    'GET /api/v1/bookmarks': list,
    'GET /api/v1/accounts/7/statuses': list,
    'GET /api/v1/timelines/tag/caf%C3%A9': list,
  })
  return run(client).then(() => Object.fromEntries(requests[0]?.query ?? []))
}

describe('timeline queries', () => {
  it('ask for 20 with the cursors given', async () => {
    expect(await queryOf((c) => fetchHomeTimeline(c, { maxId: 'A', sinceId: 'B' }))).toEqual({
      limit: '20',
      max_id: 'A',
      since_id: 'B',
    })
  })

  it('send reply_visibility only when it is not "all"', async () => {
    expect(
      await queryOf((c) => fetchHomeTimeline(c, { replyVisibility: 'all' })),
    ).not.toHaveProperty('reply_visibility')
    expect(
      await queryOf((c) => fetchHomeTimeline(c, { replyVisibility: 'following' })),
    ).toMatchObject({ reply_visibility: 'following' })
  })

  it('send reply_visibility only when signed in', async () => {
    const { client, requests } = recordingClient(
      { 'GET /api/v1/timelines/public': list },
      { token: undefined },
    )
    await fetchPublicTimeline(client, { replyVisibility: 'self' })
    expect(requests[0]?.query.has('reply_visibility')).toBe(false)
  })

  it('send with_muted, but not for favourites and bookmarks', async () => {
    expect(await queryOf((c) => fetchHomeTimeline(c, { withMuted: true }))).toMatchObject({
      with_muted: 'true',
    })
    expect(await queryOf((c) => fetchFavourites(c, { withMuted: true }))).not.toHaveProperty(
      'with_muted',
    )
    expect(await queryOf((c) => fetchBookmarks(c, { withMuted: true }))).not.toHaveProperty(
      'with_muted',
    )
  })

  it('send local and only_media for the public timeline', async () => {
    expect(await queryOf((c) => fetchPublicTimeline(c, { local: true, onlyMedia: false }))).toEqual(
      {
        limit: '20',
        local: 'true',
        only_media: 'false',
      },
    )
  })

  it('send exclude_replies and pinned for the user timeline', async () => {
    expect(
      await queryOf((c) => fetchAccountStatuses(c, '7', { excludeReplies: true })),
    ).toMatchObject({
      exclude_replies: 'true',
    })
    expect(await queryOf((c) => fetchAccountStatuses(c, '7', { pinned: true }))).toMatchObject({
      pinned: 'true',
    })
  })

  it('read the media timeline as only_media on the account', async () => {
    expect(
      await queryOf((c) => fetchTimelinePage(c, { kind: 'media', accountId: '7' })),
    ).toMatchObject({ only_media: 'true' })
  })

  it('send the extra tags of an any/all/none tag column', async () => {
    const { client, requests } = recordingClient({ 'GET /api/v1/timelines/tag/cats': list })
    await fetchTimelinePage(client, { kind: 'tag', tag: 'cats', any: ['dogs', 'birds'], none: [] })
    expect(requests[0]?.query.getAll('any[]')).toEqual(['dogs', 'birds'])
    expect(requests[0]?.query.has('none[]')).toBe(false)
  })

  it('encode the tag in the path', async () => {
    const { client, requests } = recordingClient({ 'GET /api/v1/timelines/tag/caf%C3%A9': list })
    await fetchTimelinePage(client, { kind: 'tag', tag: 'café' })
    expect(requests[0]?.path).toBe('/api/v1/timelines/tag/caf%C3%A9')
  })
})
