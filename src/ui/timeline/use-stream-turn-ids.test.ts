import { renderHook } from '@testing-library/react'
import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { columnTimelineAtom } from '../../state/columns'
import type { TimelineAction } from '../../state/timeline'
import { useStreamTurnIds } from './use-stream-turn-ids'

function timeline() {
  const store = createStore()
  const atom = columnTimelineAtom(store, 'turn-ids-test')
  const act = (action: TimelineAction) => {
    store.set(atom, action)
    return store.get(atom)
  }
  return { act, state: () => store.get(atom) }
}

describe('useStreamTurnIds', () => {
  it('names the ids a stream merge put on show, and only those', () => {
    const t = timeline()
    t.act({ type: 'received', direction: 'initial', ids: ['3', '2'], now: 0 })
    const { result, rerender } = renderHook(({ state }) => useStreamTurnIds(state), {
      initialProps: { state: t.state() },
    })
    expect([...result.current]).toEqual([])
    rerender({ state: t.act({ type: 'streamedMany', ids: ['5', '4'], now: 0 }) })
    expect([...result.current].sort()).toEqual(['4', '5'])
  })

  it('names none for a page, "show new" or a change that shows nothing new', () => {
    const t = timeline()
    t.act({ type: 'received', direction: 'initial', ids: ['3', '2'], now: 0 })
    const { result, rerender } = renderHook(({ state }) => useStreamTurnIds(state), {
      initialProps: { state: t.state() },
    })
    rerender({ state: t.act({ type: 'received', direction: 'older', ids: ['1'], now: 0 }) })
    expect(result.current.size).toBe(0)
    t.act({ type: 'viewChanged', view: { atTop: false }, paused: true })
    // Paused: the burst waits in the queue, nothing new is shown.
    rerender({ state: t.act({ type: 'streamed', id: '9', now: 0 }) })
    expect(result.current.size).toBe(0)
    rerender({ state: t.act({ type: 'showNew', now: 0 }) })
    expect(result.current.size).toBe(0)
  })
})
