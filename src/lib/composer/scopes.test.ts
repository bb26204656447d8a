import { describe, expect, it } from 'vitest'
import {
  offeredScopes,
  scopeBreadth,
  scopeWarnings,
  suggestedReplyScope,
  type WarningInput,
} from './scopes'

describe('scope breadth', () => {
  it('orders direct < private < local = unlisted < public', () => {
    expect(scopeBreadth('direct')).toBeLessThan(scopeBreadth('private'))
    expect(scopeBreadth('private')).toBeLessThan(scopeBreadth('local'))
    expect(scopeBreadth('local')).toBe(scopeBreadth('unlisted'))
    expect(scopeBreadth('unlisted')).toBeLessThan(scopeBreadth('public'))
  })
})

describe('offered scopes', () => {
  it('offers everything without an original', () => {
    expect(offeredScopes(null)).toEqual(['public', 'unlisted', 'local', 'private', 'direct'])
  })
  it('offers only direct for a direct original', () => {
    expect(offeredScopes('direct')).toEqual(['direct'])
  })
  it('offers only direct and local (and the narrower private) for a local original', () => {
    expect(offeredScopes('local')).toEqual(['local', 'private', 'direct'])
    expect(offeredScopes('local')).not.toContain('unlisted')
  })
  it('never offers a scope wider than the original', () => {
    expect(offeredScopes('private')).toEqual(['private', 'direct'])
    expect(offeredScopes('unlisted')).toEqual(['unlisted', 'private', 'direct'])
    expect(offeredScopes('public')).toHaveLength(5)
  })
})

describe('suggested reply visibility', () => {
  it('keeps direct for a direct original', () => {
    expect(suggestedReplyScope('direct', 'public')).toBe('direct')
  })
  it('keeps private or unlisted unless the default is private', () => {
    expect(suggestedReplyScope('private', 'public')).toBe('private')
    expect(suggestedReplyScope('unlisted', 'public')).toBe('unlisted')
    expect(suggestedReplyScope('unlisted', 'private')).toBe('private')
    expect(suggestedReplyScope('private', 'direct')).toBe('private')
  })
  it('uses the default for a public original or no original', () => {
    expect(suggestedReplyScope('public', 'unlisted')).toBe('unlisted')
    expect(suggestedReplyScope(null, 'private')).toBe('private')
    expect(suggestedReplyScope(undefined, 'public')).toBe('public')
  })
})

const base: WarningInput = {
  scope: 'public',
  accountLocked: false,
  fileCount: 0,
  spoilerText: '',
  nsfw: false,
  safeDM: true,
  hideScopeNotice: false,
}
const kinds = (input: Partial<WarningInput>) =>
  scopeWarnings({ ...base, ...input }).map((w) => w.kind)

describe('composer warnings', () => {
  it('warns about an unlocked account posting privately', () => {
    expect(kinds({ scope: 'private' })).toContain('account-not-locked')
    expect(kinds({ scope: 'private', accountLocked: true })).not.toContain('account-not-locked')
  })
  it('warns about media under a content warning without the sensitive mark', () => {
    expect(kinds({ fileCount: 1, spoilerText: 'cw' })).toContain('media-not-sensitive')
    expect(kinds({ fileCount: 1, spoilerText: 'cw', nsfw: true })).not.toContain(
      'media-not-sensitive',
    )
    expect(kinds({ fileCount: 0, spoilerText: 'cw' })).not.toContain('media-not-sensitive')
  })
  it('says who a direct post reaches', () => {
    expect(kinds({ scope: 'direct', safeDM: true })).toEqual(['direct-first-only'])
    expect(kinds({ scope: 'direct', safeDM: false })).toEqual(['direct-all'])
  })
  it('shows dismissible scope notices unless hidden', () => {
    const notices = scopeWarnings({ ...base, scope: 'unlisted' })
    expect(notices).toEqual([expect.objectContaining({ kind: 'notice', dismissible: true })])
    expect(notices[0]?.message.id).toBe('post_status.scope_notice.unlisted')
    expect(kinds({ scope: 'public', hideScopeNotice: true })).toEqual([])
    expect(kinds({ scope: 'private', accountLocked: true })).toEqual(['notice'])
  })
})
