import { describe, expect, it } from 'vitest'
import { notification } from '../../entities/test-factories'
import { builtInSettings } from '../../settings/defaults'
import { STREAM_NOTIFICATION_SILENCE_MS } from '../constants'
import { shouldShowDesktopAlert, type DesktopAlertContext } from './desktop'

const start = 1_000_000
const later = start + STREAM_NOTIFICATION_SILENCE_MS

const context = (over: Partial<DesktopAlertContext> = {}): DesktopAlertContext => ({
  permission: 'granted',
  streamingSince: start,
  now: later,
  visibility: builtInSettings.notificationVisibility,
  webPush: false,
  pageInFront: false,
  listShows: () => true,
  ...over,
})

const like = notification('7', { type: 'like' })

describe('when a new notification becomes a desktop notification', () => {
  it('shows an unseen notification once the permission is granted and the silence is over', () => {
    expect(shouldShowDesktopAlert(like, context())).toBe(true)
  })

  it('stays silent for 10 s after the stream started', () => {
    expect(shouldShowDesktopAlert(like, context({ now: later - 1 }))).toBe(false)
    expect(shouldShowDesktopAlert(like, context({ now: start }))).toBe(false)
  })

  it('needs the permission (never asked, refused, or no support)', () => {
    for (const permission of ['default', 'denied', 'unsupported'] as const)
      expect(shouldShowDesktopAlert(like, context({ permission }))).toBe(false)
  })

  it('says nothing of what the reader is looking at: the page in front with a list showing it', () => {
    expect(shouldShowDesktopAlert(like, context({ pageInFront: true }))).toBe(false)
    // In front, but no list on screen shows likes: alert.
    expect(
      shouldShowDesktopAlert(like, context({ pageInFront: true, listShows: () => false })),
    ).toBe(true)
    // A list shows it, but the page is in the background: alert.
    expect(shouldShowDesktopAlert(like, context({ pageInFront: false }))).toBe(true)
  })

  it('follows notificationVisibility, and skips seen and muted ones', () => {
    const noLikes = { ...builtInSettings.notificationVisibility, likes: false }
    expect(shouldShowDesktopAlert(like, context({ visibility: noLikes }))).toBe(false)
    expect(shouldShowDesktopAlert({ ...like, seen: true }, context())).toBe(false)
    expect(shouldShowDesktopAlert({ ...like, is_muted: true }, context())).toBe(false)
  })

  it('leaves the alerts to the service worker while web push is on', () => {
    expect(shouldShowDesktopAlert(like, context({ webPush: true }))).toBe(false)
  })
})
