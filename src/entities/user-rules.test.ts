import { describe, expect, it } from 'vitest'
import {
  accountDomain,
  dailyPostAverage,
  feedUrl,
  isExternalUser,
  profileLink,
  remoteFollowUrl,
  userBadges,
} from './user-rules.ts'

describe('isExternalUser', () => {
  it('is external when the handle has an at-sign', () => {
    expect(isExternalUser('bob@remote.example')).toBe(true)
    expect(isExternalUser('alice')).toBe(false)
  })

  it('is external when not in a given known-local list', () => {
    expect(isExternalUser('carol', ['alice', 'bob'])).toBe(true)
    expect(isExternalUser('alice', ['alice', 'bob'])).toBe(false)
  })
})

describe('profileLink', () => {
  it('links local users by screen name', () => {
    expect(profileLink('9tK', 'alice')).toEqual({
      name: 'user-profile',
      params: { name: 'alice' },
      path: '/alice',
    })
  })

  it('links external users by id', () => {
    expect(profileLink('AEY3', 'bob@remote.example')).toEqual({
      name: 'external-user-profile',
      params: { id: 'AEY3' },
      path: '/users/AEY3',
    })
  })

  it('links restricted nicknames by id: admin, instance.actor, instance.relay and the server list', () => {
    for (const nick of ['admin', 'instance.actor', 'instance.relay']) {
      expect(profileLink('1', nick).name).toBe('external-user-profile')
    }
    expect(profileLink('2', 'main', ['main', 'users']).path).toBe('/users/2')
  })

  it('links by id when there is no screen name', () => {
    expect(profileLink('3', undefined).path).toBe('/users/3')
    expect(profileLink('4', '').path).toBe('/users/4')
  })
})

describe('dailyPostAverage', () => {
  const now = Date.parse('2025-10-21T00:00:00.000Z')

  it('divides the post count by the whole days since sign-up, rounded', () => {
    // 10 days exactly
    expect(
      dailyPostAverage({ statuses_count: 25, created_at: '2025-10-11T00:00:00.000Z' }, now),
    ).toBe(3)
  })

  it('counts a started day as a whole day', () => {
    // 1.5 days → 2 days
    expect(
      dailyPostAverage({ statuses_count: 5, created_at: '2025-10-19T12:00:00.000Z' }, now),
    ).toBe(3)
  })

  it('treats an account younger than a day as one day, and a bad date as zero', () => {
    expect(
      dailyPostAverage({ statuses_count: 7, created_at: '2025-10-21T00:00:00.000Z' }, now),
    ).toBe(7)
    expect(dailyPostAverage({ statuses_count: 7, created_at: 'garbage' }, now)).toBe(0)
  })
})

describe('the card links', () => {
  const at = (statusnet_profile_url: string) => ({ statusnet_profile_url })

  it('takes the domain from the handle', () => {
    expect(accountDomain('bob@Remote.Example')).toBe('remote.example')
    expect(accountDomain('alice')).toBeNull()
    expect(accountDomain('alice@')).toBeNull()
  })

  it('makes the feed of the profile URL plus .rss', () => {
    expect(feedUrl(at('https://a.example/users/bob'))).toBe('https://a.example/users/bob.rss')
    expect(feedUrl(at('javascript:alert(1)'))).toBeNull()
    expect(feedUrl(at(''))).toBeNull()
  })

  it('posts a remote follow to the profile host /main/ostatus', () => {
    expect(remoteFollowUrl(at('https://a.example:8443/users/alice'))).toBe(
      'https://a.example:8443/main/ostatus',
    )
    expect(remoteFollowUrl(at('not a url'))).toBeNull()
  })
})

describe('userBadges', () => {
  const base = { role: 'member' as const, bot: false, locked: false, deactivated: false }

  it('shows admin over moderator, then lock, deactivated and bot', () => {
    expect(userBadges({ ...base, role: 'admin', locked: true, bot: true })).toEqual([
      'admin',
      'locked',
      'bot',
    ])
    expect(userBadges({ ...base, role: 'moderator', deactivated: true })).toEqual([
      'moderator',
      'deactivated',
    ])
    expect(userBadges(base)).toEqual([])
  })

  it('leaves out the deactivated and bot badges when the bio is hidden', () => {
    expect(userBadges({ ...base, bot: true, deactivated: true }, { hideBio: true })).toEqual([])
  })
})
