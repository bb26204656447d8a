import { describe, expect, it } from 'vitest'
import { createTimeline, timelineReducer } from './timeline'

describe('a burst of streamed ids', () => {
  it('queues them in one pass, newest first, without doubles', () => {
    let state = timelineReducer(createTimeline(), {
      type: 'received',
      direction: 'initial',
      ids: ['5', '4'],
      now: 0,
    })
    state = timelineReducer(state, { type: 'viewChanged', view: { atTop: false }, paused: true })
    state = timelineReducer(state, { type: 'streamedMany', ids: ['7', '6', '7', '5'], now: 1 })
    expect(state.queue).toEqual(['7', '6'])
    expect(state.shown).toEqual(['5', '4'])
    expect(state.newerCursor).toBe('7')
  })

  it('shows them at once when the reader watches the top with streaming on', () => {
    let state = timelineReducer(createTimeline(), {
      type: 'received',
      direction: 'initial',
      ids: ['2'],
      now: 0,
    })
    state = timelineReducer(state, { type: 'streamedMany', ids: ['4', '3'], now: 1 })
    expect(state.shown).toEqual(['4', '3', '2'])
    expect(state.queue).toEqual([])
  })
})
