import { describe, expect, it } from 'vitest'
import { assembleInstanceConfig } from '../entities'
import { guardRedirect, type GuardContext } from './guards'

function context(overrides: Partial<GuardContext> = {}): GuardContext {
  return {
    signedIn: false,
    config: assembleInstanceConfig({ server: 'https://social.example' }),
    visitorTimelines: { local: true, federated: true, bubble: true },
    bubbleAvailable: true,
    ...overrides,
  }
}

describe('guardRedirect', () => {
  it('sends / to the login root or the no-login root', () => {
    expect(guardRedirect('root', context())).toBe('/main/public')
    expect(guardRedirect('root', context({ signedIn: true }))).toBe('/main/friends')
  })

  it('falls back to /main/all when the instance configures no roots', () => {
    const config = { ...context().config, redirectRootLogin: '', redirectRootNoLogin: '' }
    expect(guardRedirect('root', context({ config }))).toBe('/main/all')
    expect(guardRedirect('friends', context({ config }))).toBe('/main/all')
  })

  it('sends visitors from signed-in routes to the no-login root', () => {
    for (const route of ['friends', 'bookmarks', 'dms', 'lists', 'notifications'] as const) {
      expect(guardRedirect(route, context())).toBe('/main/public')
      expect(guardRedirect(route, context({ signedIn: true }))).toBeUndefined()
    }
  })

  it('sends signed-in people home from registration and password reset', () => {
    expect(guardRedirect('registration', context({ signedIn: true }))).toBe('/')
    expect(guardRedirect('password-reset', context({ signedIn: true }))).toBe('/')
    expect(guardRedirect('password-reset', context())).toBeUndefined()
  })

  it('closes registration without an invite token when the instance closed it', () => {
    const config = { ...context().config, registrationOpen: false }
    expect(guardRedirect('registration', context({ config }))).toBe('/')
    expect(guardRedirect('registration-token', context({ config, hasToken: true }))).toBeUndefined()
  })

  it('lets visitors see only the timelines the instance opens to them', () => {
    const visitorTimelines = { local: false, federated: true, bubble: false }
    expect(guardRedirect('public-timeline', context({ visitorTimelines }))).toBe('/login')
    expect(guardRedirect('public-external-timeline', context({ visitorTimelines }))).toBeUndefined()
    expect(guardRedirect('bubble-timeline', context({ visitorTimelines }))).toBe('/login')
    expect(
      guardRedirect('public-timeline', context({ visitorTimelines, signedIn: true })),
    ).toBeUndefined()
  })

  it('has no bubble or social timeline without bubble instances', () => {
    const ctx = context({ signedIn: true, bubbleAvailable: false })
    expect(guardRedirect('bubble-timeline', ctx)).toBe('/')
    expect(guardRedirect('social-timeline', ctx)).toBe('/')
  })

  it('keeps login, about, search, tags, threads and profiles open to everyone', () => {
    for (const route of [
      'login',
      'about',
      'search',
      'tag-timeline',
      'conversation',
      'user-profile',
      'external-user-profile',
      'oauth-callback',
    ] as const) {
      expect(guardRedirect(route, context())).toBeUndefined()
    }
  })
})
