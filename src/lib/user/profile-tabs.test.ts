import { describe, expect, it } from 'vitest'
import { profileTabs, shownCount, shownTab, tabOfHash } from './profile-tabs'

const open = { hide_follows: false, hide_followers: false }

describe('profile tabs', () => {
  it('reads the tab from the hash', () => {
    expect(tabOfHash('#media')).toBe('media')
    expect(tabOfHash('followers')).toBe('followers')
    expect(tabOfHash('#friends')).toBe('followees')
    expect(tabOfHash('')).toBeUndefined()
    expect(tabOfHash('#admin')).toBeUndefined()
  })

  it('offers favourites on one own profile only', () => {
    expect(profileTabs(open, true)).toContain('favorites')
    expect(profileTabs(open, false)).not.toContain('favorites')
  })

  it('hides follows and followers the account hides, unless it is the owner', () => {
    const hidden = { hide_follows: true, hide_followers: true }
    expect(profileTabs(hidden, false)).toEqual(['statuses', 'replies', 'media'])
    expect(profileTabs(hidden, true)).toEqual([
      'statuses',
      'replies',
      'media',
      'followees',
      'followers',
      'favorites',
    ])
  })

  it('shows the asked tab when offered, else the default tab setting, else statuses', () => {
    const others = profileTabs(open, false)
    expect(shownTab('media', 'statuses', others)).toBe('media')
    // Someone else's #favorites is not the viewer's own favourites.
    expect(shownTab('favorites', 'statuses', others)).toBe('statuses')
    expect(shownTab(undefined, 'followers', others)).toBe('followers')
    expect(shownTab(undefined, 'favorites', others)).toBe('statuses')
    expect(shownTab(undefined, 'nonsense', others)).toBe('statuses')
  })

  it('says hidden for counts hidden from others', () => {
    expect(shownCount(12, true, false)).toBe('hidden')
    expect(shownCount(12, true, true)).toBe(12)
    expect(shownCount(3, false, false)).toBe(3)
  })
})
