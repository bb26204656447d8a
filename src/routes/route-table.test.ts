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
    expect(routePath('root')).toBe('/')
  })

  it('escapes what would change the path and keeps what a segment may hold', () => {
    expect(routePath('conversation', { id: 'a/b c?#' })).toBe('/notice/a%2Fb%20c%3F%23')
    expect(routePath('remote-user-profile-acct', { acct: 'lain@wired.example' })).toBe(
      '/remote-users/lain@wired.example',
    )
    expect(routePath('user-profile', { name: 'ünï' })).toBe('/%C3%BCn%C3%AF')
  })

  it('adds the hash a profile tab reads', () => {
    expect(routePath('external-user-profile', { id: '9' }, { hash: 'media' })).toBe(
      '/users/9#media',
    )
    expect(routePath('external-user-profile', { id: '9' }, { hash: '' })).toBe('/users/9')
  })
})
