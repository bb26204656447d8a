import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiAccount } from '../api/wire/index.ts'
import { createBundle } from './bundle.ts'
import {
  GLOBE_MARKER,
  normalizeAccount,
  normalizeRelationship,
  screenNameUi,
} from './normalize-user.ts'
import { apiAccount, apiRelationship } from './test-factories.ts'
import { fixtures } from './test-fixtures.ts'

function user(raw: ApiAccount) {
  const bundle = createBundle()
  const result = normalizeAccount(raw, bundle)
  return { result, bundle }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('normalizeAccount', () => {
  it('turns numeric ids into strings', () => {
    const { result } = user({ ...apiAccount(), id: 42 as unknown as string })
    expect(result?.id).toBe('42')
  })

  it('derives the role from the rights: admin, else moderator, else member', () => {
    const admin = user(apiAccount({ pleroma: { is_admin: true, is_moderator: true } })).result
    const moderator = user(apiAccount({ pleroma: { is_admin: false, is_moderator: true } })).result
    const member = user(apiAccount({ pleroma: { is_admin: false, is_moderator: false } })).result
    expect(admin?.role).toBe('admin')
    expect(admin?.rights).toEqual({ admin: true, moderator: true })
    expect(moderator?.role).toBe('moderator')
    expect(member?.role).toBe('member')
  })

  it('reads the legacy rights form: moderator from the delete-others-notice right', () => {
    const legacyModerator = user(
      apiAccount({ pleroma: {}, rights: { delete_others_notice: true, admin: false } }),
    ).result
    const legacyAdmin = user(apiAccount({ pleroma: { rights: { admin: true } } })).result
    expect(legacyModerator?.role).toBe('moderator')
    expect(legacyModerator?.rights.moderator).toBe(true)
    expect(legacyAdmin?.role).toBe('admin')
  })

  it('reads roles from the admin view of an account', () => {
    const result = user(
      apiAccount({ pleroma: {}, roles: { admin: false, moderator: true } }),
    ).result
    expect(result?.role).toBe('moderator')
  })

  it('shows an internationalised host in unicode behind the globe marker', () => {
    const result = user(apiAccount({ acct: 'bob@xn--lin-6cd.com', username: 'bob' })).result
    expect(result?.screen_name).toBe('bob@xn--lin-6cd.com')
    expect(result?.screen_name_ui).toBe(`bob@${GLOBE_MARKER}lаin.com`)
    expect(result?.is_local).toBe(false)
  })

  it('keeps ASCII hosts and local names as they are', () => {
    expect(screenNameUi('bob@remote.example')).toBe('bob@remote.example')
    expect(screenNameUi('alice')).toBe('alice')
    expect(screenNameUi('eve@xn--')).toBe('eve@xn--')
  })

  it('reads the self view of verify_credentials (Akkoma OpenAPI example)', () => {
    const { result, bundle } = user(fixtures.openapi.account)
    expect(result).toMatchObject({
      id: '9tKi3esbG7OQgZ2920',
      screen_name: 'foobar',
      is_local: true,
      default_scope: 'public',
      show_role: true,
      no_rich_text: false,
      friends_count: 1,
      hide_favorites: true,
      allow_following_move: true,
      instance: { name: 'ihatebeinga.live', favicon: 'https://ihatebeinga.live/favicon.png' },
      notification_settings: { block_from_strangers: false, hide_notification_contents: false },
      description: 'foobar',
      description_html: 'cofe',
    })
    expect(bundle.users).toHaveLength(1)
    expect(bundle.relationships).toEqual([expect.objectContaining({ id: '9tKi3esbG7OQgZ2920' })])
  })

  it('reads a remote account: instance, fields, emoji in the name, its relationship', () => {
    const { result, bundle } = user(fixtures.assembled.remote_account)
    expect(result?.is_local).toBe(false)
    expect(result?.fqn).toBe('bob@remote.example')
    expect(result?.instance).toEqual({
      name: 'remote.example',
      favicon: 'https://remote.example/favicon.png',
      software: 'mastodon',
    })
    expect(result?.name_html).toBe(
      'Bob <img src="https://remote.example/emoji/blobcat.png" alt=":blobcat:" title=":blobcat:" class="emoji" />',
    )
    expect(result?.fields_text).toEqual([
      { name: 'Website', value: 'https://bob.example', verified_at: null },
    ])
    expect(result?.description).toBe('cat person. posts about #cats')
    expect(result?.last_status_at).toBe('2025-10-20')
    expect(bundle.relationships).toEqual([
      expect.objectContaining({ id: 'AEY3QKKmN2nrcYjgEa', following: true, followed_by: false }),
    ])
  })

  it('escapes the display name and field names', () => {
    const result = user(
      apiAccount({
        display_name: '<b>x</b>',
        fields: [{ name: '<i>', value: '<a href="https://x.example">x</a>' }],
      }),
    ).result
    expect(result?.name_html).toBe('&lt;b&gt;x&lt;/b&gt;')
    expect(result?.fields_html[0]?.name).toBe('&lt;i&gt;')
    expect(result?.fields_html[0]?.value).toBe('<a href="https://x.example">x</a>')
  })

  it('prefers is_active over the older deactivated flag', () => {
    expect(user(apiAccount({ pleroma: { is_active: false } })).result?.deactivated).toBe(true)
    expect(user(apiAccount({ pleroma: { deactivated: true } })).result?.deactivated).toBe(true)
    expect(
      user(apiAccount({ pleroma: { is_active: true, deactivated: true } })).result?.deactivated,
    ).toBe(false)
  })

  it('stores the account a user moved to and references it', () => {
    const { result, bundle } = user(apiAccount({ id: 'old', moved: apiAccount({ id: 'new' }) }))
    expect(result?.moved_to_id).toBe('new')
    expect(bundle.users.map((u) => u.id)).toEqual(['new', 'old'])
  })

  it('keeps the raw field source of the own account for the editor', () => {
    const result = user(
      apiAccount({ source: { fields: [{ name: 'site', value: 'https://me.example' }] } }),
    ).result
    expect(result?.source_fields).toEqual([
      { name: 'site', value: 'https://me.example', verified_at: null },
    ])
  })

  it('does not store the empty relationship anonymous viewers get', () => {
    expect(user(apiAccount({ pleroma: { relationship: {} } })).bundle.relationships).toEqual([])
  })

  it('survives missing fields and wrong types', () => {
    const raw = {
      id: 'x1',
      acct: 'sparse',
      followers_count: '12',
      statuses_count: null,
      emojis: null,
      fields: null,
      pleroma: { tags: null, is_admin: 'true' },
    } as unknown as ApiAccount
    const result = user(raw).result
    expect(result).toMatchObject({
      id: 'x1',
      name: 'sparse',
      followers_count: 12,
      statuses_count: 0,
      emoji: [],
      fields: [],
      tags: [],
      role: 'admin',
      profile_image_url: '',
    })
  })

  it('skips an account without id or handle with a warning, never throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(user({ acct: 'noid' } as unknown as ApiAccount).result).toBeUndefined()
    expect(user(null as unknown as ApiAccount).result).toBeUndefined()
    expect(user('bob' as unknown as ApiAccount).result).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(3)
  })
})

describe('normalizeRelationship', () => {
  it('reads every flag of the Akkoma relationship', () => {
    const result = normalizeRelationship(
      apiRelationship({ id: 'r1', following: true, notifying: true, requested_by: true }),
    )
    expect(result).toMatchObject({
      id: 'r1',
      following: true,
      subscribing: true,
      requested_by: true,
      showing_reblogs: true,
    })
  })
})
