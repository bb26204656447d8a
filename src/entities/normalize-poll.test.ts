import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiPoll } from '../api/wire/index.ts'
import { normalizePoll } from './normalize-poll.ts'
import { apiPoll } from './test-factories.ts'
import { fixtures } from './test-fixtures.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('normalizePoll', () => {
  it('reads the Akkoma OpenAPI example', () => {
    expect(normalizePoll(fixtures.openapiRaw.poll as ApiPoll)).toEqual({
      id: '34830',
      options: [
        { title: 'accept', title_html: 'accept', votes_count: 6 },
        { title: 'deny', title_html: 'deny', votes_count: 4 },
      ],
      multiple: false,
      voted: true,
      own_votes: [1],
      expired: true,
      expires_at: '2019-12-05T04:05:08.302Z',
      votes_count: 10,
      voters_count: 10,
      emojis: [],
    })
  })

  it('escapes option titles and shows custom emoji in title_html', () => {
    const poll = normalizePoll(
      apiPoll({
        options: [{ title: '<b> :blob:', votes_count: 1 }],
        emojis: [{ shortcode: 'blob', url: 'https://e/b.png' }],
      }),
    )
    expect(poll?.options[0]?.title).toBe('<b> :blob:')
    expect(poll?.options[0]?.title_html).toBe(
      '&lt;b&gt; <img src="https://e/b.png" alt=":blob:" title=":blob:" class="emoji" />',
    )
  })

  it('keeps null totals and null voters for single-choice polls', () => {
    const poll = normalizePoll(
      apiPoll({ voters_count: null, options: [{ title: 'a', votes_count: null }] }),
    )
    expect(poll?.voters_count).toBeNull()
    expect(poll?.options[0]?.votes_count).toBeNull()
  })

  it('returns undefined for no poll, and warns for a poll without id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(normalizePoll(null)).toBeUndefined()
    expect(normalizePoll({ options: [] } as unknown as ApiPoll)).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
