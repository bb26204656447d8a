import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routeNames, routeTable, type RouteName } from '../src/routes/route-table'
import { accountLookupOf, columnKinds, resolveColumn, routeColumn } from './registry'
import { acceptsTagged } from './tag'
import type { AnyColumnKind, KindRoute, TitleNames } from './types'

const noNames: TitleNames = { listTitle: () => undefined }

describe('column registry', () => {
  it('offers every timeline kind of the deck once', () => {
    const ids = columnKinds.map((kind) => kind.id)
    const kindsOfTheDeck = [
      'home',
      'local',
      'federated',
      'bubble',
      'tag',
      'list',
      'dms',
      'bookmarks',
      'favourites',
      'user',
      'thread',
    ]
    // In the picker's order; a kind added later may come anywhere without touching this test.
    expect(ids.filter((id) => kindsOfTheDeck.includes(id))).toEqual(kindsOfTheDeck)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('validates and normalises params', () => {
    const tag = resolveColumn('tag', { tags: ['#Cats', 'dogs'] })
    expect(tag).toMatchObject({ ok: true, params: { tags: ['Cats', 'dogs'], match: 'any' } })
    expect(resolveColumn('tag', { tags: [] })).toMatchObject({ ok: false, reason: 'bad-params' })
    expect(resolveColumn('tag', { tags: ['<script>'] })).toMatchObject({ ok: false })
    expect(resolveColumn('list', {})).toMatchObject({ ok: false, reason: 'bad-params' })
    expect(resolveColumn('warp-drive', {})).toEqual({ ok: false, reason: 'unknown-kind' })
  })

  it('names each column as its landmark will be named', () => {
    const titles = columnKinds.map((kind) => kind.id)
    expect(titles).toContain('home')
    const tag = resolveColumn('tag', { tags: ['cats'] })
    if (!tag.ok) throw new Error('tag params rejected')
    expect(tag.kind.title(tag.params, undefined, noNames)).toMatchObject({
      values: { tags: 'cats' },
    })
  })

  it('gives timeline kinds the shared timing and order unless they say otherwise', () => {
    const timelines = columnKinds.flatMap((kind) => (kind.body === 'timeline' ? [kind] : []))
    const rules = Object.fromEntries(
      timelines.map((kind) => [
        kind.id,
        [kind.pollIntervalMs, kind.order, kind.clearOnLeave, kind.accepts !== undefined],
      ]),
    )
    expect(rules).toMatchObject({
      home: [20_000, 'newest-first', false, false],
      local: [20_000, 'newest-first', false, false],
      federated: [20_000, 'newest-first', false, false],
      bubble: [20_000, 'newest-first', false, false],
      tag: [20_000, 'newest-first', false, true],
      list: [240_000, 'newest-first', true, false],
      dms: [20_000, 'newest-first', false, false],
      bookmarks: [20_000, 'server', true, false],
      favourites: [20_000, 'server', false, false],
    })
    const home = resolveColumn('home', {})
    if (!home.ok) throw new Error('home params rejected')
    expect(home.kind.fields).toEqual([])
    expect(home.kind.title(home.params, undefined, noNames)).toEqual({
      descriptor: home.kind.label,
    })
  })

  it('links each kind to its focused route', () => {
    const context = { userId: '9', nickname: 'lain' }
    const path = (kind: string, params: unknown) => {
      const resolved = resolveColumn(kind, params)
      if (!resolved.ok) throw new Error(`${kind} params rejected`)
      return resolved.kind.focusedPath(resolved.params, context)
    }
    expect(path('home', {})).toBe('/main/friends')
    expect(path('local', {})).toBe('/main/public')
    expect(path('federated', {})).toBe('/main/all')
    expect(path('bubble', {})).toBe('/main/bubble')
    expect(path('tag', { tags: ['cats'] })).toBe('/tag/cats')
    expect(path('list', { listId: '3' })).toBe('/lists/3')
    expect(path('dms', {})).toBe('/users/lain/dms')
    expect(path('bookmarks', {})).toBe('/bookmarks')
    expect(path('user', { accountId: '9', tab: 'media' })).toBe('/users/9#media')
    expect(path('thread', { statusId: 'AbC' })).toBe('/notice/AbC')
  })
})

describe('focused routes', () => {
  it.each([
    ['friends', {}, '', 'home', {}],
    ['public-timeline', {}, '', 'local', {}],
    ['public-external-timeline', {}, '', 'federated', {}],
    ['bubble-timeline', {}, '', 'bubble', {}],
    ['social-timeline', {}, '', 'bubble', {}],
    ['bookmarks', {}, '', 'bookmarks', {}],
    ['dms', { username: 'lain' }, '', 'dms', {}],
    ['tag-timeline', { tag: 'cats' }, '', 'tag', { tags: ['cats'] }],
    ['conversation', { id: 'AbC' }, '', 'thread', { statusId: 'AbC' }],
    ['list-timeline', { id: '4' }, '', 'list', { listId: '4' }],
    ['external-user-profile', { id: '9' }, '', 'user', { accountId: '9' }],
    ['external-user-profile', { id: '9' }, '#media', 'user', { accountId: '9', tab: 'media' }],
    [
      'external-user-profile',
      { id: '9' },
      '#followers',
      'user',
      { accountId: '9', tab: 'followers' },
    ],
    // The profile's own favourites tab, which it shows to its owner only (not a favourites column
    // of whoever is looking).
    [
      'external-user-profile',
      { id: '9' },
      '#favorites',
      'user',
      { accountId: '9', tab: 'favorites' },
    ],
  ])('shows %s as a %s column', (route, params, hash, kind, expected) => {
    const target = routeColumn(route, params, hash)
    expect(target).toEqual({ kind, params: expected })
    if (target) expect(resolveColumn(target.kind, target.params).ok).toBe(true)
  })

  it('has no column for screens that are not columns', () => {
    expect(routeColumn('about', {}, '')).toBeNull()
    expect(routeColumn('tag-timeline', {}, '')).toBeNull()
  })

  it('looks a profile by nickname up before showing the tab its hash names', () => {
    expect(routeColumn('user-profile', { name: 'lain' }, '')).toBeNull()
    const lookup = accountLookupOf('user-profile', { name: 'lain' }, '#media')
    expect(lookup?.name).toBe('lain')
    expect(lookup?.column('9')).toEqual({
      kind: 'user',
      params: { accountId: '9', tab: 'media' },
    })
    expect(accountLookupOf('user-profile', {}, '')).toBeNull()
    expect(accountLookupOf('external-user-profile', { id: '9' }, '')).toBeNull()
  })

  it('gives each route and hash to one kind only', () => {
    const claimed = columnKinds.flatMap((kind) =>
      kind.routes.map((route) => `${route.route}#${route.hash ?? '*'}`),
    )
    expect(new Set(claimed).size).toBe(claimed.length)
  })
})

describe('the routes each kind declares', () => {
  // One value for every path param and for the signed-in account a route may name (a profile's
  // #favorites, /users/:username/dms): a valid id, nickname and hashtag alike.
  const sample = 'Sample1'
  const context = { userId: sample, nickname: sample }
  const appRoutes = routeNames.map((name) => ({ id: name, path: routeTable[name].path }))

  /** A route's column; a nickname is looked up first, and here every account's id is the sample. */
  function columnOfRoute(route: string, params: Record<string, string>, hash: string) {
    const lookup = accountLookupOf(route, params, hash)
    return lookup ? lookup.column(sample) : routeColumn(route, params, hash)
  }

  /** What the app shows at a path: the route it matches (as the router ranks them), its column. */
  function columnAt(location: string) {
    const [address = '', hash = ''] = location.split('#')
    const [pathname = '', search = ''] = address.split('?')
    const match = matchRoutes(appRoutes, pathname)?.[0]
    if (!match) return null
    const params: Record<string, string> = {}
    for (const [name, value] of Object.entries(match.params)) if (value) params[name] = value
    const lookup = accountLookupOf(match.route.id, params, hash)
    return lookup ? lookup.column(sample) : routeColumn(match.route.id, params, hash, search)
  }

  function validated(kind: string, params: unknown) {
    const resolved = resolveColumn(kind, params)
    if (!resolved.ok) throw new Error(`${kind} rejects ${JSON.stringify(params)}`)
    return { kind: resolved.kind, params: resolved.params }
  }

  const declared = columnKinds.flatMap((kind) =>
    kind.routes.map((route): [string, RouteName, AnyColumnKind, KindRoute] => [
      kind.id,
      route.route,
      kind,
      route,
    ]),
  )

  it.each(declared)(
    '%s: %s gives params whose focused path shows them again',
    (id, name, kind, route) => {
      const params: Record<string, string> = {}
      for (const [, param = ''] of routeTable[name].path.matchAll(/:(\w+)/g)) params[param] = sample
      const first = columnOfRoute(name, params, route.hash ?? '')
      expect(first?.kind).toBe(id)
      const column = validated(id, first?.params)
      const again = columnAt(kind.focusedPath(column.params, context))
      expect(again?.kind).toBe(id)
      expect(validated(id, again?.params)).toEqual(column)
    },
  )

  it.each([
    ['user', { accountId: '9', tab: 'replies' }],
    ['user', { accountId: '9', tab: 'media' }],
    ['user', { accountId: '9', tab: 'followees' }],
    ['user', { accountId: '9', tab: 'followers' }],
    ['tag', { tags: ['cats'] }],
    ['thread', { statusId: 'AbC' }],
    ['list', { listId: '3' }],
    ['search', { query: '@grace@remote.example' }],
    ['search', { query: 'cats & dogs?' }],
    ['search', { query: '' }],
    ['lists', {}],
    ['lists', { listId: '7' }],
  ])('%s %j survives its focused path', (id, params) => {
    const column = validated(id, params)
    const again = columnAt(
      column.kind.focusedPath(column.params, { userId: '9', nickname: 'lain' }),
    )
    expect(again?.kind).toBe(id)
    expect(validated(id, again?.params)).toEqual(column)
  })
})

describe('titles that name things', () => {
  const named = { listTitle: (id: string) => (id === '3' ? 'Friends' : undefined) }
  const title = (kind: string, params: unknown, names = noNames) => {
    const resolved = resolveColumn(kind, params)
    if (!resolved.ok) throw new Error(`${kind} params rejected`)
    return resolved.kind.title(resolved.params, undefined, names)
  }

  it('names a list by its title as its account knows it, never by its id', () => {
    expect(title('list', { listId: '3', title: 'Old name' }, named)).toMatchObject({
      values: { title: 'Friends' },
    })
    expect(title('list', { listId: '3', title: 'Old name' })).toMatchObject({
      values: { title: 'Old name' },
    })
    const bare = title('list', { listId: '101' })
    expect(bare.values).toBeUndefined()
    expect(bare.descriptor.defaultMessage).toBe('List')
    expect(title('lists', { listId: '3' }, named)).toMatchObject({ values: { title: 'Friends' } })
    expect(title('lists', {}).descriptor.defaultMessage).toBe('Lists')
  })

  it('names a search by its query', () => {
    expect(title('search', { query: ' cats ' })).toMatchObject({ values: { query: 'cats' } })
    expect(title('search', {}).descriptor.defaultMessage).toBe('Search')
    expect(routeColumn('search', {}, '', '?query=%40grace%40remote.example')).toEqual({
      kind: 'search',
      params: { query: '@grace@remote.example' },
    })
  })
})

describe('tag matching', () => {
  const status = {
    tags: ['cats', 'Dogs'].map((name) => ({ name, url: `https://example.com/tag/${name}` })),
  }
  const params = (match: 'any' | 'all' | 'none', ...tags: string[]) => ({ tags, match })

  it('matches any, all, or the first and none of the others, ignoring case', () => {
    expect(acceptsTagged(status, params('any', 'birds', 'dogs'))).toBe(true)
    expect(acceptsTagged(status, params('any', 'birds'))).toBe(false)
    expect(acceptsTagged(status, params('all', 'cats', 'dogs'))).toBe(true)
    expect(acceptsTagged(status, params('all', 'cats', 'birds'))).toBe(false)
    expect(acceptsTagged(status, params('none', 'cats', 'birds'))).toBe(true)
    expect(acceptsTagged(status, params('none', 'cats', 'dogs'))).toBe(false)
  })
})

describe('the profile column title', () => {
  it('names the account without its custom emoji, and never by id', async () => {
    const { user } = await import('../src/entities/test-factories')
    const resolved = resolveColumn('user', { accountId: '9', tab: 'media' })
    if (!resolved.ok) throw new Error('user params rejected')
    const alice = user('9', {
      name: 'Alice :blobcat:',
      screen_name: 'alice',
      emoji: [{ shortcode: 'blobcat', url: 'https://x.example/b.png', static_url: '' }],
    })
    expect(resolved.kind.title(resolved.params, alice).values).toEqual({ name: 'Alice' })
    expect(resolved.kind.title(resolved.params).descriptor.defaultMessage).toBe('Profile')
    const hidden = user('9', { hide_follows: true, name: 'Mira' })
    const followees = resolveColumn('user', { accountId: '9', tab: 'followees' })
    if (!followees.ok) throw new Error('user params rejected')
    expect(followees.kind.title(followees.params, hidden).descriptor.defaultMessage).toBe('{name}')
  })
})
