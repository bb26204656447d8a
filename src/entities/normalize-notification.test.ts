import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ApiAdminReport, ApiNotification } from '../api/wire/index.ts'
import { createBundle } from './bundle.ts'
import { normalizeNotification, normalizeNotifications } from './normalize-notification.ts'
import { apiAccount, apiNotification, apiStatus } from './test-factories.ts'
import { fixtures } from './test-fixtures.ts'

function one(raw: ApiNotification) {
  const bundle = createBundle()
  return { notification: normalizeNotification(raw, bundle), bundle }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('normalizeNotification', () => {
  it('renames favourite and reblog to like and repeat', () => {
    expect(one(apiNotification({ type: 'favourite' })).notification?.type).toBe('like')
    expect(one(apiNotification({ type: 'reblog' })).notification?.type).toBe('repeat')
    expect(one(apiNotification({ type: 'mention' })).notification?.type).toBe('mention')
  })

  it('references the actor and the status by id and stores both in the bundle', () => {
    const account = apiAccount({ id: 'actor1' })
    const status = apiStatus({ id: 'st1' })
    const { notification, bundle } = one(
      apiNotification({ id: '3421', type: 'favourite', account, status }),
    )
    expect(notification).toMatchObject({
      id: '3421',
      from_profile_id: 'actor1',
      status_id: 'st1',
      target_id: null,
      seen: false,
    })
    expect(bundle.statuses.map((s) => s.id)).toEqual(['st1'])
    expect(bundle.users.map((u) => u.id)).toContain('actor1')
    expect(bundle.notifications).toEqual([notification])
  })

  it('reads seen and muted flags and the reaction emoji', () => {
    const { notification } = one(
      apiNotification({
        type: 'pleroma:emoji_reaction',
        pleroma: { is_seen: true, is_muted: true },
        emoji: ':blobcat:',
        emoji_url: 'https://remote.example/emoji/blobcat.png',
      }),
    )
    expect(notification).toMatchObject({
      type: 'pleroma:emoji_reaction',
      seen: true,
      is_muted: true,
      emoji: ':blobcat:',
      emoji_url: 'https://remote.example/emoji/blobcat.png',
    })
  })

  it('keeps follow and follow request notifications without a status', () => {
    expect(one(apiNotification({ type: 'follow' })).notification?.status_id).toBeNull()
    expect(one(apiNotification({ type: 'follow_request' })).notification?.type).toBe(
      'follow_request',
    )
  })

  it('references the new account of a move', () => {
    const { notification, bundle } = one(
      apiNotification({ type: 'move', target: apiAccount({ id: 'new1' }) }),
    )
    expect(notification?.target_id).toBe('new1')
    expect(bundle.users.map((u) => u.id)).toContain('new1')
  })

  it('splits the admin report of a pleroma:report notification', () => {
    const report = fixtures.adminReports.reports[0] as ApiAdminReport
    const { notification, bundle } = one(apiNotification({ type: 'pleroma:report', report }))
    expect(notification?.report_id).toBe('9iJGOv1j8hxuw19bcm')
    expect(bundle.reports.map((r) => r.id)).toEqual(['9iJGOv1j8hxuw19bcm'])
  })

  it('turns an integer id into a string', () => {
    const { notification } = one(apiNotification({ id: 17 as unknown as string, type: 'follow' }))
    expect(notification?.id).toBe('17')
  })

  it('logs and skips unknown types, missing statuses and missing move targets', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(one(apiNotification({ type: 'admin.sign_up' })).notification).toBeUndefined()
    expect(one(apiNotification({ type: 'constructor' })).notification).toBeUndefined()
    expect(one(apiNotification({ type: 'mention', status: null })).notification).toBeUndefined()
    expect(one(apiNotification({ type: 'move', target: null })).notification).toBeUndefined()
    expect(one({ type: 'follow' } as unknown as ApiNotification).notification).toBeUndefined()
    expect(warn).toHaveBeenCalledTimes(5)
  })

  it('never throws on the abbreviated samples: their "…" accounts are skipped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const samples = fixtures.assembled.notifications
    expect(normalizeNotifications(samples, createBundle())).toEqual([])
    expect(warn.mock.calls.length).toBeGreaterThanOrEqual(samples.length)
  })

  it('reads every notification type of the samples once accounts and statuses are whole', () => {
    const report = fixtures.adminReports.reports[0] as ApiAdminReport
    const samples = fixtures.assembled.notifications.map((sample) => ({
      ...sample,
      account: apiAccount(),
      ...(sample.status ? { status: apiStatus() } : {}),
      ...(sample.target ? { target: apiAccount() } : {}),
      ...(sample.report ? { report } : {}),
    }))
    const bundle = createBundle()
    expect(normalizeNotifications(samples, bundle)).toEqual(samples.map((s) => s.id))
    expect(bundle.notifications.map((n) => n.type)).toEqual([
      'mention',
      'pleroma:emoji_reaction',
      'pleroma:emoji_reaction',
      'like',
      'repeat',
      'follow',
      'follow_request',
      'move',
      'poll',
      'update',
      'pleroma:report',
    ])
    expect(bundle.notifications[2]).toMatchObject({ emoji: '☕', emoji_url: null })
  })
})
