import { describe, expect, it } from 'vitest'
import {
  canVote,
  isPollExpired,
  pollExpiry,
  pollInputKind,
  pollResults,
  showsPollResults,
  voteChoices,
} from './poll'
import type { Poll } from '../../entities'
import { poll as pollOf } from '../../entities/test-factories'

// A single-choice poll voted 2 to 1, closing at 08:00 on 21 October 2025.
const poll = (overrides: Partial<Poll> = {}): Poll =>
  pollOf('poll1', {
    options: [
      { title: 'yes', title_html: 'yes', votes_count: 2 },
      { title: 'no', title_html: 'no', votes_count: 1 },
    ],
    votes_count: 3,
    voters_count: null,
    expires_at: '2025-10-21T08:00:00.000Z',
    ...overrides,
  })

const before = Date.parse('2025-10-21T07:00:00.000Z')
const after = Date.parse('2025-10-21T09:00:00.000Z')

describe('poll results', () => {
  it('gives each option a rounded whole percentage of the total', () => {
    const results = pollResults(poll())
    expect(results.map((r) => r.percent)).toEqual([67, 33])
  })

  it('marks the viewer’s own votes', () => {
    expect(pollResults(poll({ own_votes: [1] })).map((r) => r.own)).toEqual([false, true])
  })

  it('gives 0% everywhere when nobody voted', () => {
    const results = pollResults(
      poll({
        votes_count: 0,
        options: [
          { title: 'a', title_html: 'a', votes_count: 0 },
          { title: 'b', title_html: 'b', votes_count: null },
        ],
      }),
    )
    expect(results.map((r) => r.percent)).toEqual([0, 0])
  })

  it('stays within 0..100 on bad server numbers', () => {
    const results = pollResults(
      poll({
        votes_count: -5,
        options: [
          { title: 'a', title_html: 'a', votes_count: -3 },
          { title: 'b', title_html: 'b', votes_count: Number.NaN },
          { title: 'c', title_html: 'c', votes_count: Number.POSITIVE_INFINITY },
          { title: 'd', title_html: 'd', votes_count: 4 },
        ],
      }),
    )
    expect(results.map((r) => r.percent)).toEqual([0, 0, 0, 100])
  })

  it('uses the options’ sum when the total is smaller than it', () => {
    const results = pollResults(
      poll({
        votes_count: 1,
        options: [
          { title: 'a', title_html: 'a', votes_count: 3 },
          { title: 'b', title_html: 'b', votes_count: 1 },
        ],
      }),
    )
    expect(results.map((r) => r.percent)).toEqual([75, 25])
  })

  it('counts multiple-choice percentages against the total votes', () => {
    const results = pollResults(
      poll({
        multiple: true,
        votes_count: 4,
        options: [
          { title: 'a', title_html: 'a', votes_count: 3 },
          { title: 'b', title_html: 'b', votes_count: 3 },
        ],
      }),
    )
    expect(results.map((r) => r.percent)).toEqual([50, 50])
  })
})

describe('poll expiry and display', () => {
  it('expires once the current time passes expires_at', () => {
    expect(isPollExpired(poll(), before)).toBe(false)
    expect(isPollExpired(poll(), after)).toBe(true)
    expect(isPollExpired(poll({ expired: true }), before)).toBe(true)
  })

  it('treats an unreadable expiry as unknown, not as expired', () => {
    expect(pollExpiry(poll({ expires_at: 'not a date' }))).toBeNull()
    expect(isPollExpired(poll({ expires_at: 'not a date' }), after)).toBe(false)
    expect(isPollExpired(poll({ expires_at: null }), after)).toBe(false)
  })

  it('shows options until voted, expired or signed out', () => {
    expect(showsPollResults(poll(), true, before)).toBe(false)
    expect(showsPollResults(poll({ voted: true }), true, before)).toBe(true)
    expect(showsPollResults(poll(), true, after)).toBe(true)
    expect(showsPollResults(poll(), false, before)).toBe(true)
  })

  it('uses radio buttons for single choice and checkboxes for multiple', () => {
    expect(pollInputKind(poll())).toBe('radio')
    expect(pollInputKind(poll({ multiple: true }))).toBe('checkbox')
  })
})

describe('voting', () => {
  it('needs at least one choice and sends option indexes', () => {
    expect(voteChoices(poll(), [])).toBeNull()
    expect(voteChoices(poll(), [1])).toEqual([1])
  })

  it('allows one choice on a single-choice poll and several on a multiple one', () => {
    expect(voteChoices(poll(), [0, 1])).toBeNull()
    expect(voteChoices(poll({ multiple: true }), [1, 0, 1])).toEqual([0, 1])
  })

  it('rejects indexes that are not options', () => {
    expect(voteChoices(poll(), [2])).toBeNull()
    expect(voteChoices(poll(), [-1])).toBeNull()
  })

  it('disables voting while loading', () => {
    expect(canVote(poll(), true, false, before)).toBe(true)
    expect(canVote(poll(), true, true, before)).toBe(false)
    expect(canVote(poll({ voted: true }), true, false, before)).toBe(false)
  })
})
