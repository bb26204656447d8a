import { describe, expect, it } from 'vitest'
import { isNoWiderThan, replyScopes } from './scope'
import { status } from '../../entities/test-factories'

describe('scopes for a reply', () => {
  it('offers every scope for a new post and suggests the default', () => {
    expect(replyScopes(null, 'unlisted')).toEqual({
      offered: ['public', 'unlisted', 'local', 'private', 'direct'],
      suggested: 'unlisted',
    })
    expect(replyScopes(null, null).suggested).toBe('public')
  })

  it('offers only direct for a direct original', () => {
    expect(replyScopes(status('s', { visibility: 'direct' }), 'public')).toEqual({
      offered: ['direct'],
      suggested: 'direct',
    })
  })

  it('offers only direct and local for a local original', () => {
    expect(replyScopes(status('s', { visibility: 'local' }), 'public').offered).toEqual([
      'local',
      'direct',
    ])
  })

  it('offers nothing wider than the original', () => {
    expect(replyScopes(status('s', { visibility: 'private' }), 'public').offered).toEqual([
      'private',
      'direct',
    ])
  })

  it('suggests the original’s private or unlisted scope unless the default is private', () => {
    const privateOriginal = status('s', { visibility: 'private' })
    const unlisted = status('s', { visibility: 'unlisted' })
    expect(replyScopes(privateOriginal, 'public').suggested).toBe('private')
    expect(replyScopes(unlisted, 'public').suggested).toBe('unlisted')
    expect(replyScopes(unlisted, 'private').suggested).toBe('private')
  })

  it('suggests the default scope for a public original', () => {
    expect(replyScopes(status('s', { visibility: 'public' }), 'private').suggested).toBe('private')
  })

  it('treats list posts like private ones', () => {
    expect(replyScopes(status('s', { visibility: 'list' }), 'public').offered).toEqual([
      'private',
      'direct',
    ])
    expect(isNoWiderThan('unlisted', 'list')).toBe(false)
    expect(isNoWiderThan('local', 'unlisted')).toBe(true)
  })
})
