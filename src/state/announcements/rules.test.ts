import { describe, expect, it } from 'vitest'
import type { Announcement } from '../../entities/misc'
import {
  announcementReactionsOffered,
  mergeAdminAnnouncements,
  newestAnnouncementsFirst,
  unreadAnnouncementCount,
  withReaction,
} from './rules'

const announcement = (id: string, over: Partial<Announcement> = {}): Announcement => ({
  id,
  content: `<p>${id}</p>`,
  raw_content: null,
  starts_at: null,
  ends_at: null,
  all_day: false,
  published_at: '2025-10-20T10:00:00Z',
  updated_at: null,
  read: false,
  inactive: false,
  emojis: [],
  reactions: [],
  ...over,
})

describe('announcement rules', () => {
  it('counts the unread, active ones', () => {
    expect(
      unreadAnnouncementCount([
        announcement('a'),
        announcement('b', { read: true }),
        announcement('c', { inactive: true }),
      ]),
    ).toBe(1)
  })

  it('gives an admin every announcement, with the user list’s read state, the rest inactive', () => {
    const merged = mergeAdminAnnouncements(
      [announcement('a', { read: true })],
      [announcement('a', { raw_content: 'a' }), announcement('b', { raw_content: 'b' })],
    )
    expect(merged.map((a) => [a.id, a.read, a.inactive, a.raw_content])).toEqual([
      ['a', true, false, 'a'],
      ['b', false, true, 'b'],
    ])
  })

  it('orders by publication, newest first', () => {
    expect(
      newestAnnouncementsFirst([
        announcement('old', { published_at: '2025-10-19T10:00:00Z' }),
        announcement('new', { published_at: '2025-10-21T10:00:00Z' }),
      ]).map((a) => a.id),
    ).toEqual(['new', 'old'])
  })

  it('adds and takes back the reader’s reaction', () => {
    const none = announcement('a')
    const added = withReaction(none, '🎉', true)
    expect(added.reactions).toEqual([{ name: '🎉', count: 1, me: true, url: null }])
    expect(withReaction(added, '🎉', true)).toBe(added)
    const shared = announcement('a', {
      reactions: [{ name: '🎉', count: 3, me: false, url: null }],
    })
    expect(withReaction(shared, '🎉', true).reactions[0]).toMatchObject({ count: 4, me: true })
    expect(withReaction(added, '🎉', false).reactions).toEqual([])
    expect(withReaction(none, '🎉', false)).toBe(none)
  })

  it('offers reactions on Mastodon, or where the server lists some; never on plain Akkoma', () => {
    expect(announcementReactionsOffered('mastodon', [])).toBe(true)
    expect(announcementReactionsOffered('akkoma', [announcement('a')])).toBe(false)
    expect(
      announcementReactionsOffered('akkoma', [
        announcement('a', { reactions: [{ name: '🎉', count: 1, me: false, url: null }] }),
      ]),
    ).toBe(true)
  })
})
