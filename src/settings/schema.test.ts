import { describe, expect, it } from 'vitest'
import { builtInSettings } from './defaults'
import { checkSettings, effectiveSettings } from './schema'

describe('settings schema', () => {
  it('has the defaults of spec 3 section 9', () => {
    expect(builtInSettings).toMatchObject({
      profile: 'default',
      hideNsfw: true,
      maxThumbnails: 16,
      preloadImage: true,
      loopVideo: true,
      streaming: false,
      emojiReactionsOnTimeline: true,
      replyVisibility: 'all',
      thirdColumnMode: 'notifications',
      webPushNotifications: false,
      webPushHideIfCW: true,
      muteWords: [],
      highlight: {},
      hideScopeNotice: false,
      collapseMessageWithSubject: true,
      padEmoji: true,
      userProfileDefaultTab: 'statuses',
      useBlurhash: true,
      useContainFit: true,
      playVideosInModal: false,
      useOneClickNsfw: false,
      conversationDisplay: 'linear',
      modalOnBlock: true,
      modalOnDelete: true,
      modalOnLogout: true,
      postContentType: 'text/plain',
      maxDepthInThread: 6,
    })
    expect(Object.values(builtInSettings.notificationVisibility).every(Boolean)).toBe(true)
  })

  it('keeps valid known settings and drops unknown or ill-typed ones one by one', () => {
    const checked = checkSettings({
      hideNsfw: false,
      maxThumbnails: 'lots',
      replyVisibility: 'following',
      conversationDisplay: 'spiral',
      highlight: { 'lain@example.com': { type: 'striped', color: '#ff0000' } },
      stealCookies: true,
    })
    expect(checked.settings).toEqual({
      hideNsfw: false,
      replyVisibility: 'following',
      highlight: { 'lain@example.com': { type: 'striped', color: '#ff0000' } },
    })
    expect(checked.dropped.sort()).toEqual(['conversationDisplay', 'maxThumbnails', 'stealCookies'])
  })

  it('offers comfortable and compact card densities, comfortable by default', () => {
    expect(builtInSettings.statusDensity).toBe('comfortable')
    expect(checkSettings({ statusDensity: 'compact' }).settings).toEqual({
      statusDensity: 'compact',
    })
    expect(checkSettings({ statusDensity: 'cozy' })).toEqual({
      settings: {},
      dropped: ['statusDensity'],
    })
  })

  it('ignores input that is not an object', () => {
    expect(checkSettings(['hideNsfw'])).toEqual({ settings: {}, dropped: [] })
    expect(checkSettings(null)).toEqual({ settings: {}, dropped: [] })
  })

  it('lets the instance override built-ins and the user override both', () => {
    const settings = effectiveSettings(
      { modalOnRepeat: true, hidePostStats: true },
      { hidePostStats: false },
    )
    expect(settings.modalOnRepeat).toBe(true)
    expect(settings.hidePostStats).toBe(false)
    expect(settings.hideNsfw).toBe(true)
  })
})
