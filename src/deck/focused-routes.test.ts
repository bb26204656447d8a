import { describe, expect, it } from 'vitest'
import { resolveColumn } from '../../columns/registry'
import { focusedTarget } from './focused-routes'

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
    ['external-user-profile', { id: '9' }, '', 'user', { accountId: '9', tab: 'statuses' }],
    ['external-user-profile', { id: '9' }, '#media', 'user', { accountId: '9', tab: 'media' }],
    ['external-user-profile', { id: '9' }, '#favorites', 'favourites', {}],
  ])('shows %s as a %s column', (route, params, hash, kind, expected) => {
    const target = focusedTarget(route, params, hash)
    expect(target).toEqual({ kind, params: expected })
    if (target) expect(resolveColumn(target.kind, target.params).ok).toBe(true)
  })

  it('has no column for screens that are not columns', () => {
    expect(focusedTarget('about', {}, '')).toBeNull()
    expect(focusedTarget('tag-timeline', {}, '')).toBeNull()
  })
})
