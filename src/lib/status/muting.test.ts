import { describe, expect, it } from 'vitest'
import { builtInSettings } from '../../settings/defaults'
import type { Relationship, Status } from '../../entities'
import { muteVerdict, muteWordHits } from './muting'
import type { MuteInput, MuteSettings } from './muting'
import { relationship, repeat, status } from '../../entities/test-factories'

const settings: MuteSettings = {
  muteWords: [],
  muteBotStatuses: false,
  hideMutedPosts: false,
  hideMutedThreads: false,
  hideFilteredStatuses: false,
  hideThreadsWithBlockedUsers: false,
  hideWordFilteredPosts: false,
}

function input(
  shown: Status,
  overrides: Partial<MuteInput> & { relationships?: Relationship[] } = {},
): MuteInput {
  const { relationships = [], ...rest } = overrides
  const byId = new Map(relationships.map((r) => [r.id, r]))
  return {
    item: shown,
    status: shown,
    authorIsBot: false,
    viewerId: 'me',
    relationship: (id) => byId.get(id),
    settings,
    ...rest,
  }
}

// The factory's statuses are written by user 'u1'.
const mutedAuthor = relationship('u1', { muting: true })

describe('what mutes a status', () => {
  it('leaves ordinary statuses alone', () => {
    expect(muteVerdict(input(status('1')))).toMatchObject({ muted: false, hidden: false })
  })

  it('mutes a muted author, status or thread', () => {
    expect(muteVerdict(input(status('1'), { relationships: [mutedAuthor] })).reasons).toEqual([
      'author',
    ])
    expect(muteVerdict(input(status('1', { muted: true }))).reasons).toEqual(['status'])
    expect(muteVerdict(input(status('1', { thread_muted: true }))).reasons).toEqual(['thread'])
  })

  it('mutes a repeat by a muted user', () => {
    const original = status('1')
    const verdict = muteVerdict({
      ...input(original, { relationships: [relationship('booster', { muting: true })] }),
      item: repeat('2', original.id, { user_id: 'booster', text: '', raw_html: '' }),
    })
    expect(verdict.reasons).toEqual(['repeater'])
  })

  it('hides the posts and repeats of a blocked user, but folds the focused one only', () => {
    const blocked = relationship('u1', { blocking: true })
    expect(muteVerdict(input(status('1'), { relationships: [blocked] }))).toMatchObject({
      muted: true,
      hidden: true,
      reasons: ['blocked'],
    })
    const original = status('1', { user_id: 'other' })
    const byBlocked = muteVerdict({
      ...input(original, { relationships: [blocked] }),
      item: repeat('2', original.id, { text: '', raw_html: '' }),
    })
    expect(byBlocked).toMatchObject({ hidden: true, reasons: ['blocked'] })
    const focused = muteVerdict(input(status('1'), { relationships: [blocked], focused: true }))
    expect(focused).toMatchObject({ muted: true, hidden: false })
  })

  it('matches mute words in text and content warning, ignoring case and blanks', () => {
    const s = status('1', { text: 'Big NEWS today', summary: 'politics' })
    expect(muteWordHits(s, ['news', 'Politics', '  ', 'sport'])).toEqual(['news', 'Politics'])
    expect(
      muteVerdict(input(s, { settings: { ...settings, muteWords: ['news'] } })).reasons,
    ).toEqual(['words'])
  })

  it('mutes bot posts only with muteBotStatuses', () => {
    expect(muteVerdict(input(status('1'), { authorIsBot: true })).muted).toBe(false)
    const on = { ...settings, muteBotStatuses: true }
    expect(muteVerdict(input(status('1'), { authorIsBot: true, settings: on })).reasons).toEqual([
      'bot',
    ])
  })

  it('mutes statuses mentioning blocked or muted users', () => {
    const s = status('1', {
      attentions: [
        { id: 'b', screen_name: 'b', username: 'b', statusnet_profile_url: 'https://a.example/b' },
        { id: 'm', screen_name: 'm', username: 'm', statusnet_profile_url: 'https://a.example/m' },
      ],
    })
    const relationships = [
      relationship('b', { blocking: true }),
      relationship('m', { muting: true }),
    ]
    expect(muteVerdict(input(s, { relationships })).reasons).toEqual([
      'mentions_blocked',
      'mentions_muted',
    ])
  })
})

describe('when muting does not apply', () => {
  it('never mutes the viewer’s own posts', () => {
    const own = status('1', { user_id: 'me', muted: true, text: 'news' })
    const verdict = muteVerdict(input(own, { settings: { ...settings, muteWords: ['news'] } }))
    expect(verdict.muted).toBe(false)
  })

  it('never mutes the profile owner’s posts on their profile', () => {
    const verdict = muteVerdict(
      input(status('1'), { relationships: [mutedAuthor], profileOwnerId: 'u1' }),
    )
    expect(verdict.muted).toBe(false)
    const elsewhere = muteVerdict(
      input(status('1'), { relationships: [mutedAuthor], profileOwnerId: 'someone' }),
    )
    expect(elsewhere.muted).toBe(true)
  })

  it('does not apply thread muting inside its own conversation', () => {
    const s = status('1', { thread_muted: true })
    expect(muteVerdict(input(s, { inConversation: true })).muted).toBe(false)
  })
})

describe('which hide setting hides which reason', () => {
  const cases: [keyof MuteSettings, Partial<MuteInput>, Status][] = [
    ['hideMutedPosts', { relationships: [mutedAuthor] } as Partial<MuteInput>, status('1')],
    ['hideMutedThreads', {}, status('1', { thread_muted: true })],
    ['hideWordFilteredPosts', {}, status('1', { text: 'spoiler here' })],
  ]

  it.each(cases)('%s hides its own reason only', (setting, extra, s) => {
    const base = { ...settings, muteWords: ['spoiler'] }
    const shown = muteVerdict(input(s, { ...extra, settings: base }))
    expect(shown).toMatchObject({ muted: true, hidden: false })
    const hidden = muteVerdict(input(s, { ...extra, settings: { ...base, [setting]: true } }))
    expect(hidden).toMatchObject({ muted: true, hidden: true })
  })

  it('hideThreadsWithBlockedUsers hides statuses mentioning blocked users', () => {
    const s = status('1', {
      attentions: [
        { id: 'b', screen_name: 'b', username: 'b', statusnet_profile_url: 'https://a.example/b' },
      ],
    })
    const relationships = [relationship('b', { blocking: true })]
    const on = { ...settings, hideThreadsWithBlockedUsers: true }
    expect(muteVerdict(input(s, { relationships, settings: on })).hidden).toBe(true)
  })

  it('hideFilteredStatuses hides every muted status, but never the focused one', () => {
    const on = { ...settings, hideFilteredStatuses: true }
    expect(muteVerdict(input(status('1', { muted: true }), { settings: on })).hidden).toBe(true)
    const focused = muteVerdict(
      input(status('1', { muted: true }), { settings: on, focused: true }),
    )
    expect(focused).toMatchObject({ muted: true, hidden: false })
  })

  it('matches the defaults of the settings store', () => {
    const defaults: MuteSettings = { ...builtInSettings }
    const verdict = muteVerdict(input(status('1', { thread_muted: true }), { settings: defaults }))
    expect(verdict.hidden).toBe(true)
  })
})
