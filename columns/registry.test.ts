import { describe, expect, it } from 'vitest'
import { columnKinds, resolveColumn } from './registry'
import { acceptsTagged } from './tag'

describe('column registry', () => {
  it('offers every timeline kind of the deck once', () => {
    const ids = columnKinds.map((kind) => kind.id)
    expect(ids).toEqual([
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
    ])
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
    expect(tag.kind.title(tag.params)).toMatchObject({ values: { tags: 'cats' } })
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
