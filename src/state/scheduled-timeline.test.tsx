import { act, render, screen } from '@testing-library/react'
import { createStore, type Store } from 'jotai'
import { describe, expect, it } from 'vitest'
import { columnTimelineAtom, type TimelineAtom } from './columns'
import { createRenderScheduler } from './render-scheduler'
import { useScheduledTimeline } from './scheduled-timeline'

/** A scheduler whose frames run when the test says so (no interval, to keep to the point). */
function manualScheduler() {
  const frames: (() => void)[] = []
  const scheduler = createRenderScheduler({
    intervalMs: 0,
    requestFrame: (run) => frames.push(run),
  })
  return { scheduler, runFrames: () => frames.splice(0).forEach((run) => run()) }
}

function Shown(props: {
  store: Store
  timeline: TimelineAtom
  scheduler: ReturnType<typeof manualScheduler>['scheduler']
}) {
  const state = useScheduledTimeline(props.store, props.timeline, 'col', props.scheduler)
  return <p data-testid="shown">{[...state.queue, '|', ...state.shown].join(' ')}</p>
}

function setup() {
  const store = createStore()
  const timeline = columnTimelineAtom(store, 'scheduled-test')
  const manual = manualScheduler()
  store.set(timeline, { type: 'received', direction: 'initial', ids: ['3', '2'], now: 0 })
  render(<Shown store={store} timeline={timeline} scheduler={manual.scheduler} />)
  return { store, timeline, ...manual }
}

describe('useScheduledTimeline', () => {
  it('shows a stream merge in the column turn, as a whole state', () => {
    const { store, timeline, runFrames } = setup()
    act(() => {
      store.set(timeline, { type: 'streamedMany', ids: ['5', '4'], now: 0 })
      store.set(timeline, { type: 'streamed', id: '6', now: 0 })
    })
    // The state moved on at once; the UI waits for its turn.
    expect(store.get(timeline).shown.slice(0, 3)).toEqual(['6', '5', '4'])
    expect(screen.getByTestId('shown')).toHaveTextContent('| 3 2')
    act(() => {
      runFrames()
    })
    expect(screen.getByTestId('shown')).toHaveTextContent('| 6 5 4 3 2')
  })

  it('shows any other change at once, with the stream merges before it', () => {
    const { store, timeline } = setup()
    act(() => {
      store.set(timeline, { type: 'viewChanged', view: { atTop: false }, paused: true })
      store.set(timeline, { type: 'streamed', id: '7', now: 0 })
    })
    expect(screen.getByTestId('shown')).toHaveTextContent('| 3 2')
    act(() => {
      store.set(timeline, { type: 'showNew', now: 0 })
    })
    expect(screen.getByTestId('shown')).toHaveTextContent('| 7 3 2')
  })
})
