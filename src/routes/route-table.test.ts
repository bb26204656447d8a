import { describe, expect, it } from 'vitest'
import { routePath, routeTable } from './route-table'

describe('the route table', () => {
  it('holds every path of the spec with its route name', () => {
    const paths = Object.values(routeTable).map((route) => route.path)
    for (const path of [
      '/',
      '/main/all',
      '/main/public',
      '/main/bubble',
      '/main/social',
      '/main/friends',
      '/tag/:tag',
      '/bookmarks',
      '/notice/:id',
      '/remote-users/:acct',
      '/remote-users/:hostname/:username',
      '/users/:id',
      '/users/:username/interactions',
      '/users/:username/dms',
      '/:username/notifications',
      '/registration',
      '/registration/:token',
      '/registration-request-sent',
      '/awaiting-email-confirmation',
      '/password-reset',
      '/friend-requests',
      '/login',
      '/oauth-callback',
      '/search',
      '/who-to-follow',
      '/about',
      '/lists',
      '/lists/:id',
      '/lists/:id/edit',
      '/announcements',
      '/:name',
    ]) {
      expect(paths).toContain(path)
    }
    expect(routeTable.conversation.path).toBe('/notice/:id')
    expect(routeTable['tag-timeline'].path).toBe('/tag/:tag')
  })

  it('builds links with encoded params and query', () => {
    expect(routePath('tag-timeline', { tag: 'cats' })).toBe('/tag/cats')
    expect(routePath('dms', { username: 'alice' })).toBe('/users/alice/dms')
    expect(routePath('search', {}, { query: 'a b' })).toBe('/search?query=a+b')
    expect(routePath('password-reset', {}, { passwordResetRequested: true })).toBe(
      '/password-reset?passwordResetRequested=true',
    )
    expect(routePath('friends')).toBe('/main/friends')
  })
})
