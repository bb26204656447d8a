import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import type { ApiAnnouncement } from '../../api/wire'
import { ingestEvent } from '../stream-manager'
import { noticesAtom } from '../notices'
import { createSessionClient } from '../session'
import { scriptedServer } from '../test-server'
import { markAnnouncementRead, reactToAnnouncement } from './actions'
import {
  announcementsAtom,
  refreshAnnouncements,
  unreadAnnouncementsAtom,
  watchAdminAnnouncements,
} from './store'

const account = 'admin@local.example'

const apiAnnouncement = (id: string, over: Partial<ApiAnnouncement> = {}): ApiAnnouncement => ({
  id,
  content: `<p>${id}</p>`,
  starts_at: null,
  ends_at: null,
  all_day: false,
  published_at: `2025-10-2${id.slice(-1)}T10:00:00`,
  emojis: [],
  reactions: [],
  read: false,
  ...over,
})

function setup(refuse = false) {
  const store = createStore()
  const server = scriptedServer({
    'GET /api/v1/announcements': () => ({ body: [apiAnnouncement('a1'), apiAnnouncement('a2')] }),
    'GET /api/announcements': () => ({
      body: [apiAnnouncement('a1'), apiAnnouncement('a2'), apiAnnouncement('a3')],
    }),
    'POST /api/v1/announcements/a1/dismiss': () =>
      refuse ? { status: 500, body: { error: 'Internal' } } : { body: {} },
    'PUT /api/v1/announcements/a2/reactions/🎉': () => ({ body: {} }),
  })
  createSessionClient(store, account, {
    baseUrl: 'http://127.0.0.1:9',
    token: 't',
    fetch: server.fetch,
  })
  const items = () => store.get(announcementsAtom(store, account)).items ?? []
  const unread = () => store.get(unreadAnnouncementsAtom(store, account))
  return { store, server, items, unread }
}

describe('announcements', () => {
  it('holds the list newest first; the unread count comes from it', async () => {
    const { store, items, unread } = setup()
    expect(unread()).toBe(0)
    await refreshAnnouncements(store, account)
    expect(items().map((a) => a.id)).toEqual(['a2', 'a1'])
    expect(unread()).toBe(2)
  })

  it('marks one read at once and the count moves; a refusal puts it back with a notice', async () => {
    const ok = setup()
    await refreshAnnouncements(ok.store, account)
    const marking = markAnnouncementRead(ok.store, account, 'a1')
    expect(ok.unread()).toBe(1)
    expect((await marking).ok).toBe(true)
    expect(ok.unread()).toBe(1)

    const refused = setup(true)
    await refreshAnnouncements(refused.store, account)
    expect((await markAnnouncementRead(refused.store, account, 'a1')).ok).toBe(false)
    expect(refused.unread()).toBe(2)
    expect(refused.store.get(noticesAtom)).toHaveLength(1)
  })

  it('gives an admin view the inactive ones too, which cannot be marked read', async () => {
    const { store, server, items, unread } = setup()
    const release = watchAdminAnnouncements(store, account)
    await refreshAnnouncements(store, account)
    release()
    expect(items().map((a) => [a.id, a.inactive])).toEqual([
      ['a3', true],
      ['a2', false],
      ['a1', false],
    ])
    expect(unread()).toBe(2)
    const before = server.requests.length
    await markAnnouncementRead(store, account, 'a3')
    expect(server.requests).toHaveLength(before)
  })

  it('reacts at once; streamed announcements and deletions change the list (Mastodon)', async () => {
    const { store, items } = setup()
    await refreshAnnouncements(store, account)
    await reactToAnnouncement(store, account, 'a2', '🎉', true)
    expect(items()[0]?.reactions).toEqual([{ name: '🎉', count: 1, me: true, url: null }])
    ingestEvent(store, account, { event: 'announcement', payload: apiAnnouncement('a9') })
    expect(items()[0]?.id).toBe('a9')
    ingestEvent(store, account, { event: 'announcement.delete', payload: 'a1' })
    expect(items().map((a) => a.id)).toEqual(['a9', 'a2'])
    vi.restoreAllMocks()
  })
})
