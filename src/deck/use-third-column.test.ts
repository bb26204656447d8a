import { describe, expect, it } from 'vitest'
import {
  isNotificationsKind,
  thirdColumnLayout,
  withoutDoubleNotifications,
} from './use-third-column'

describe('the wide layout', () => {
  it('puts the notifications beside the deck and keeps the post form docked', () => {
    expect(thirdColumnLayout(true, true, 'notifications')).toEqual({
      composer: 'start',
      third: 'notifications',
    })
  })

  it('moves the post form into the third column in postform mode', () => {
    expect(thirdColumnLayout(true, true, 'postform')).toEqual({
      composer: 'third',
      third: 'postform',
    })
  })

  it('has no third column when turned off, but the post form stays docked', () => {
    expect(thirdColumnLayout(true, true, 'none')).toEqual({ composer: 'start', third: 'none' })
  })

  it('applies only to a signed-in person on a wide screen', () => {
    const none = { composer: 'none', third: 'none' }
    expect(thirdColumnLayout(false, true, 'notifications')).toEqual(none)
    expect(thirdColumnLayout(true, false, 'notifications')).toEqual(none)
  })
})

describe('no second list of notifications', () => {
  it('leaves the third column out where the page shows the notifications already', () => {
    expect(withoutDoubleNotifications('notifications', true)).toBe('none')
    expect(withoutDoubleNotifications('notifications', false)).toBe('notifications')
    expect(withoutDoubleNotifications('postform', true)).toBe('postform')
  })

  it('knows the notifications column by the route that shows it', () => {
    expect(isNotificationsKind('notifications')).toBe(true)
    expect(isNotificationsKind('home')).toBe(false)
  })
})
