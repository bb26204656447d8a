import { describe, expect, it } from 'vitest'
import { builtInSettings } from '../../settings/defaults'
import { notification } from '../../entities/test-factories'
import { interactionFilter, interactionTabsFor, isInteractionTab } from './interactions'
import { notificationListView } from './notification-list'
import { includeTypesFor } from './notification-types'

describe('the interactions tabs', () => {
  it('asks the server for the kinds of spec 1 section 9, per tab', () => {
    expect(includeTypesFor(interactionFilter('mentions'), false)).toEqual(['mention'])
    expect(includeTypesFor(interactionFilter('likes'), false)).toEqual(['favourite', 'reblog'])
    expect(includeTypesFor(interactionFilter('follows'), false)).toEqual(['follow'])
    expect(includeTypesFor(interactionFilter('moves'), false)).toEqual(['move'])
  })

  it('lists in the Favs and repeats tab the likes and the repeats only', () => {
    const view = notificationListView(
      [
        notification('4', { type: 'repeat' }),
        notification('3', { type: 'mention' }),
        notification('2', { type: 'like' }),
        notification('1', { type: 'pleroma:emoji_reaction' }),
      ],
      {
        visibility: builtInSettings.notificationVisibility,
        filter: interactionFilter('likes'),
        seenToDisplay: 30,
      },
    )
    expect(view.ids).toEqual(['4', '2'])
  })

  it('shows Moves only when the viewer does not follow moved accounts along', () => {
    expect(interactionTabsFor(false)).toEqual(['mentions', 'likes', 'follows', 'moves'])
    expect(interactionTabsFor(true)).toEqual(['mentions', 'likes', 'follows'])
  })

  it('knows its tabs from anything stored', () => {
    expect(isInteractionTab('likes')).toBe(true)
    expect(isInteractionTab('reports')).toBe(false)
    expect(isInteractionTab(3)).toBe(false)
  })
})
