import { describe, expect, it } from 'vitest'
import { builtInSettings } from '../../settings/defaults'
import { notification } from '../../entities/test-factories'
import { notificationListView } from './notification-list'
import {
  columnTypeFilter,
  includeTypesFor,
  isVisibleType,
  passesTypeFilter,
  serverTypeOf,
} from './notification-types'
import { displayedCount, loadMoreStep } from './seen-count'

const everything = builtInSettings.notificationVisibility

/** `unseen` unseen notifications, then `seen` seen ones, newest first. */
function list(unseen: number, seen: number) {
  const out = []
  let id = unseen + seen
  for (let i = 0; i < unseen; i++) out.push(notification(String(id--), { seen: false }))
  for (let i = 0; i < seen; i++) out.push(notification(String(id--), { seen: true }))
  return out
}

describe('the seen-count rule', () => {
  it('shows every unseen notification and 30 seen ones at first', () => {
    expect(displayedCount(100, 5, 30)).toBe(35)
    expect(displayedCount(12, 2, 30)).toBe(12)
  })

  it('shows 20 more held seen ones per load more before asking the server', () => {
    expect(loadMoreStep(100, 5, 30)).toEqual({ kind: 'reveal', seenToDisplay: 50 })
    // No more than are held.
    expect(loadMoreStep(60, 5, 50)).toEqual({ kind: 'reveal', seenToDisplay: 55 })
    // Everything held shows: fetch, and the next page's seen ones will show too.
    expect(loadMoreStep(60, 5, 55)).toEqual({ kind: 'fetch', seenToDisplay: 75 })
    expect(loadMoreStep(20, 2, 30)).toEqual({ kind: 'fetch', seenToDisplay: 38 })
  })

  it('cuts the list after the unseen and the seen it may show', () => {
    const view = notificationListView(list(4, 40), {
      visibility: everything,
      filter: null,
      seenToDisplay: 30,
    })
    expect(view.ids).toHaveLength(34)
    expect(view.unseen).toBe(4)
    expect(view.total).toBe(44)
    expect(view.hiddenSeen).toBe(10)
  })
})

describe('type filters', () => {
  it('asks the server for a column’s kinds by their server names', () => {
    expect(includeTypesFor(['likes', 'repeats', 'follows'], false)).toEqual([
      'favourite',
      'reblog',
      'follow',
    ])
    expect(serverTypeOf('pleroma:emoji_reaction')).toBe('pleroma:emoji_reaction')
  })

  it('leaves a member’s every-kind column to the server’s default, and asks for reports for staff', () => {
    expect(includeTypesFor(null, false)).toBeUndefined()
    expect(includeTypesFor(null, true)).toContain('pleroma:report')
    expect(includeTypesFor(['reports', 'mentions'], false)).toEqual(['mention'])
  })

  it('drops kinds it does not know from a stored filter; none left means every kind', () => {
    expect(columnTypeFilter(['mentions', 'bogus', 'mentions', 3])).toEqual(['mentions'])
    expect(columnTypeFilter(['bogus'])).toBeNull()
    expect(columnTypeFilter('mentions')).toBeNull()
  })

  it('keeps a column to its kinds, and notificationVisibility hides kinds everywhere', () => {
    expect(passesTypeFilter('like', ['likes'])).toBe(true)
    expect(passesTypeFilter('mention', ['likes'])).toBe(false)
    expect(passesTypeFilter('mention', null)).toBe(true)
    const noLikes = { ...everything, likes: false }
    expect(isVisibleType('like', noLikes)).toBe(false)
    expect(isVisibleType('update', noLikes)).toBe(true)
    const view = notificationListView(
      [
        notification('3', { type: 'like' }),
        notification('2', { type: 'mention' }),
        notification('1', { type: 'follow', seen: true }),
      ],
      { visibility: noLikes, filter: ['likes', 'mentions'], seenToDisplay: 30 },
    )
    expect(view.ids).toEqual(['2'])
    expect(view.unseen).toBe(1)
  })
})
