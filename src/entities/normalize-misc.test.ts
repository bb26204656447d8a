import { afterEach, describe, expect, it, vi } from 'vitest'
import type {
  ApiAnnouncement,
  ApiConversation,
  ApiSearchResults,
  ApiStatusEdit,
  ApiTag,
  ApiTranslation,
} from '../api/wire/index.ts'
import { createBundle } from './bundle.ts'
import {
  normalizeAnnouncement,
  normalizeConversation,
  normalizeList,
  normalizeSearchResults,
  normalizeStatusHistory,
  normalizeStatusSource,
  normalizeTag,
  normalizeTranslation,
  normalizeTranslationLanguages,
} from './normalize-misc.ts'
import { normalizeReportList } from './normalize-report.ts'
import { apiAccount, apiStatus } from './test-factories.ts'
import { fixtures } from './test-fixtures.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('normalizeAnnouncement', () => {
  it('reads the user view and the admin raw content', () => {
    const user = normalizeAnnouncement(fixtures.assembledRaw.announcement)
    expect(user).toMatchObject({
      id: 'AHDp0GBdRn1EPN5HN2',
      content: '<p>Scheduled maintenance tonight</p>',
      raw_content: null,
      all_day: false,
      starts_at: null,
      read: false,
      inactive: false,
    })
    const admin = normalizeAnnouncement({
      ...(fixtures.docs.admin_announcements[0] as ApiAnnouncement),
      pleroma: { raw_content: 'some content' },
    })
    expect(admin?.raw_content).toBe('some content')
  })

  it('reads Mastodon reactions (Akkoma lists none), dropping empty and nameless ones', () => {
    const result = normalizeAnnouncement({
      id: '1',
      content: '',
      starts_at: null,
      ends_at: null,
      all_day: false,
      published_at: '2022-03-09T02:13:05',
      reactions: [
        { name: 'bongoCat', count: 9, me: false, url: 'https://files.example/bongo.gif' },
        { name: '🎉', count: 1, me: true },
        { name: '', count: 2 },
        { name: '👍', count: 0 },
      ],
    })
    expect(result?.reactions).toEqual([
      { name: 'bongoCat', count: 9, me: false, url: 'https://files.example/bongo.gif' },
      { name: '🎉', count: 1, me: true, url: null },
    ])
    expect(normalizeAnnouncement(fixtures.assembledRaw.announcement)?.reactions).toEqual([])
  })

  it('marks the naive UTC times Akkoma sends as UTC', () => {
    const result = normalizeAnnouncement({
      id: '1',
      content: '',
      starts_at: '2022-03-09T02:13:05',
      ends_at: '2022-03-10T02:13:05.000Z',
      all_day: true,
      published_at: '2022-03-09T02:13:05.123',
    })
    expect(result).toMatchObject({
      starts_at: '2022-03-09T02:13:05Z',
      ends_at: '2022-03-10T02:13:05.000Z',
      published_at: '2022-03-09T02:13:05.123Z',
      all_day: true,
    })
  })
})

describe('small entities', () => {
  it('reads a list and leaves its members unknown', () => {
    expect(normalizeList({ id: 12249 as unknown as string, title: 'Friends' })).toEqual({
      id: '12249',
      title: 'Friends',
      account_ids: null,
    })
  })

  it('reads a tag with its history as numbers, and bare tag names', () => {
    const tag = normalizeTag({
      name: 'cofe',
      url: 'https://lain.com/tags/cofe',
      following: true,
      history: [{ day: '1700000000', uses: '4', accounts: '2' }],
    })
    expect(tag).toEqual({
      name: 'cofe',
      url: 'https://lain.com/tags/cofe',
      following: true,
      history: [{ day: 1700000000, uses: 4, accounts: 2 }],
    })
    expect(normalizeTag(fixtures.openapiRaw.tag as ApiTag)?.following).toBe(false)
    expect(normalizeTag('cats')?.name).toBe('cats')
  })

  it('reads a status source with a default content type', () => {
    expect(normalizeStatusSource({ id: 'x', text: '@bob hi', spoiler_text: '' })).toEqual({
      id: 'x',
      text: '@bob hi',
      spoiler_text: '',
      content_type: 'text/plain',
    })
  })

  it('reads Akkoma and Mastodon translations', () => {
    expect(normalizeTranslation({ detected_language: 'de', text: '<p>hi</p>' })).toEqual({
      detected_language: 'de',
      text: '<p>hi</p>',
    })
    const mastodon = fixtures.mastodon.Translation.Examples as ApiTranslation
    expect(normalizeTranslation(mastodon)?.detected_language).toBe('ja')
  })

  it('reads the translation languages, dropping entries without a code', () => {
    const docs = fixtures.docs.translation_languages
    const result = normalizeTranslationLanguages({
      ...docs,
      target: [...docs.target, { code: '', name: 'none' }],
    })
    expect(result.source[0]).toEqual({ code: 'LV', name: 'Latvian' })
    expect(result.target.map((l) => l.code)).toEqual(['EN-GB', 'JP'])
  })
})

describe('bundled entities', () => {
  it('splits a conversation into participants and its last status', () => {
    const bundle = createBundle()
    const raw: ApiConversation = {
      id: '418450',
      unread: true,
      accounts: [apiAccount({ id: 'p1' })],
      last_status: apiStatus({ id: 'last', visibility: 'direct' }),
    }
    expect(normalizeConversation(raw, bundle)).toEqual({
      id: '418450',
      account_ids: ['p1'],
      unread: true,
      last_status_id: 'last',
    })
    expect(bundle.statuses.map((s) => s.id)).toEqual(['last'])
  })

  it('splits search results', () => {
    const bundle = createBundle()
    const raw: ApiSearchResults = {
      accounts: [apiAccount({ id: 'a1' })],
      statuses: [apiStatus({ id: 's1' })],
      hashtags: [{ name: 'cofe', url: 'https://x/tag/cofe' }],
    }
    const result = normalizeSearchResults(raw, bundle)
    expect(result.accountIds).toEqual(['a1'])
    expect(result.statusIds).toEqual(['s1'])
    expect(result.hashtags.map((t) => t.name)).toEqual(['cofe'])
  })

  it('reads the edit history with authors in the bundle', () => {
    const bundle = createBundle()
    const raw = [fixtures.mastodon.StatusEdit as unknown as ApiStatusEdit]
    const history = normalizeStatusHistory(raw, bundle)
    expect(history[0]).toMatchObject({
      user_id: '14715',
      poll_options: ['cool', 'uncool', 'spiderman (this option has been changed)'],
    })
    expect(bundle.users.map((u) => u.id)).toEqual(['14715'])
  })

  it('reads the admin report listing: reported account and reporter by id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const bundle = createBundle()
    const result = normalizeReportList(fixtures.adminReports, bundle)
    expect(result).toEqual({ ids: ['9iJGOv1j8hxuw19bcm'], total: 1 })
    expect(bundle.reports[0]).toMatchObject({
      state: 'open',
      content: 'Please delete it',
      account_id: '9i6dAJqSGSKMzLG2Lo',
      actor_id: '9hEkA5JsvAdlSrocam',
      notes: [],
    })
    // The docs sample's reported status has an empty account: it is skipped, with a warning.
    expect(bundle.reports[0]?.status_ids).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)
    // Admin views put the tag list at the top level of the account.
    expect(bundle.users.find((u) => u.id === '9i6dAJqSGSKMzLG2Lo')?.tags).toEqual([])
  })

  it('references reported statuses and note authors by id', () => {
    const bundle = createBundle()
    const [first] = fixtures.adminReports.reports
    if (!first) throw new Error('fixture has a report')
    const report = normalizeReportList(
      {
        total: 1,
        reports: [
          {
            ...first,
            state: 'resolved',
            statuses: [apiStatus({ id: 'reported' })],
            notes: [
              {
                id: 7,
                content: 'spam, closing',
                user: apiAccount({ id: 'mod1' }),
                created_at: '2025-10-20T10:00:00.000Z',
              },
            ],
          },
        ],
      },
      bundle,
    )
    expect(report.ids).toHaveLength(1)
    expect(bundle.reports[0]).toMatchObject({
      state: 'resolved',
      status_ids: ['reported'],
      notes: [{ id: '7', content: 'spam, closing', user_id: 'mod1' }],
    })
  })
})
