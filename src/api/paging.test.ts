import { describe, expect, it } from 'vitest'
import { collectPages, type Page, parseLinkHeader, walkPages } from './paging'

const origin = 'https://akkoma.example'

describe('parseLinkHeader', () => {
  it('reads max_id from next and min_id from prev, as Akkoma writes them', () => {
    const header =
      '<https://akkoma.example/api/v1/timelines/home?limit=20&max_id=AHDp0GBdRn1EPN5HN2&with_muted=false>; rel="next", ' +
      '<https://akkoma.example/api/v1/timelines/home?limit=20&min_id=AHDrKQ3ms5jRL8rbNo&with_muted=false>; rel="prev"'
    expect(parseLinkHeader(header, origin)).toEqual({
      maxId: 'AHDp0GBdRn1EPN5HN2',
      minId: 'AHDrKQ3ms5jRL8rbNo',
    })
  })

  it('keeps integer ids as strings', () => {
    const header =
      '<https://akkoma.example/api/v1/notifications?max_id=34975861>; rel="next", <https://akkoma.example/api/v1/notifications?min_id=34975900>; rel="prev"'
    expect(parseLinkHeader(header, origin)).toEqual({ maxId: '34975861', minId: '34975900' })
  })

  it('refuses links to another origin', () => {
    const header =
      '<https://evil.example/api/v1/timelines/home?max_id=1>; rel="next", <https://akkoma.example/api/v1/timelines/home?min_id=9>; rel="prev"'
    expect(parseLinkHeader(header, origin)).toEqual({ minId: '9' })
  })

  it('resolves relative links against the instance', () => {
    expect(parseLinkHeader('</api/v1/favourites?max_id=77>; rel="next"', origin)).toEqual({
      maxId: '77',
    })
  })

  it('yields nothing for missing, empty or garbage headers', () => {
    expect(parseLinkHeader(null, origin)).toEqual({})
    expect(parseLinkHeader('', origin)).toEqual({})
    expect(parseLinkHeader('not a link header; rel=next', origin)).toEqual({})
    expect(parseLinkHeader('<http://[bad>; rel="next"', origin)).toEqual({})
  })

  it('refuses cursors that cannot be ids', () => {
    const header = '<https://akkoma.example/x?max_id=1%26admin%3Dtrue>; rel="next"'
    expect(parseLinkHeader(header, origin)).toEqual({})
  })

  it('accepts unquoted rel values and extra params', () => {
    const header = '<https://akkoma.example/x?max_id=5>; title="older"; rel=next'
    expect(parseLinkHeader(header, origin)).toEqual({ maxId: '5' })
  })
})

function pagesFrom(pages: Record<string, Page<number>>) {
  const calls: (string | undefined)[] = []
  const fetchPage = (cursor: string | undefined): Promise<Page<number>> => {
    calls.push(cursor)
    const page = pages[cursor ?? 'first']
    if (!page) throw new Error(`no page ${String(cursor)}`)
    return Promise.resolve(page)
  }
  return { calls, fetchPage }
}

describe('walkPages', () => {
  it('follows max_id until a page comes back empty', async () => {
    const { calls, fetchPage } = pagesFrom({
      first: { items: [5, 4], maxId: 'b' },
      b: { items: [3, 2], maxId: 'c' },
      c: { items: [], maxId: undefined },
    })
    expect(await collectPages(fetchPage)).toEqual([5, 4, 3, 2])
    expect(calls).toEqual([undefined, 'b', 'c'])
  })

  it('stops when the server repeats a cursor instead of looping forever', async () => {
    const { calls, fetchPage } = pagesFrom({
      first: { items: [3], maxId: 'a' },
      a: { items: [2], maxId: 'b' },
      b: { items: [1], maxId: 'a' },
    })
    expect(await collectPages(fetchPage)).toEqual([3, 2, 1])
    expect(calls).toEqual([undefined, 'a', 'b'])
  })

  it('stops on a page without a next cursor', async () => {
    const { calls, fetchPage } = pagesFrom({ first: { items: [1] } })
    const pages = []
    for await (const page of walkPages(fetchPage)) pages.push(page)
    expect(pages).toHaveLength(1)
    expect(calls).toEqual([undefined])
  })

  it('honours maxPages', async () => {
    let n = 0
    const endless = (): Promise<Page<number>> => {
      n += 1
      return Promise.resolve({ items: [n], maxId: `c${n}` })
    }
    expect(await collectPages(endless, { maxPages: 3 })).toEqual([1, 2, 3])
  })
})
