import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import type { StreamManager, StreamSubscriber } from './stream-manager'
import { streamsFor } from './streams'

const real = vi.hoisted(() => ({
  subscribe: vi.fn<StreamManager['subscribe']>(),
  stops: [] as string[],
}))

vi.mock('./stream-manager', () => ({
  streamManagerFor: (): StreamManager => ({
    subscribe: real.subscribe,
    stateOf: () => undefined,
    size: 1,
    closeAll: () => undefined,
  }),
}))

function subscriber(): { it: StreamSubscriber; filled: ReturnType<typeof vi.fn> } {
  const filled = vi.fn()
  const it: StreamSubscriber = {
    onUpdate: () => undefined,
    fillGap: () => {
      filled()
      return Promise.resolve()
    },
    poll: () => Promise.resolve(),
    pollIntervalMs: 1000,
  }
  return { it, filled }
}

describe('streams before the stream manager has loaded', () => {
  it('hands waiting subscriptions over once it is there, each filling the gap since its page', async () => {
    real.subscribe.mockImplementation((_account, spec) => () => {
      real.stops.push(spec.stream)
    })
    const store = createStore()
    const streams = streamsFor(store)
    expect(streamsFor(store)).toBe(streams)
    const home = subscriber()
    const gone = subscriber()
    const stopHome = streams.subscribe('a@x', { stream: 'user' }, home.it)
    const stopGone = streams.subscribe('a@x', { stream: 'public' }, gone.it)
    // Unsubscribed while waiting: never opened.
    stopGone()
    expect(streams.size).toBe(0)

    await vi.waitFor(() => {
      expect(real.subscribe).toHaveBeenCalledTimes(1)
    })
    expect(real.subscribe).toHaveBeenCalledWith('a@x', { stream: 'user' }, home.it)
    expect(home.filled).toHaveBeenCalledTimes(1)
    expect(gone.filled).not.toHaveBeenCalled()
    expect(streams.size).toBe(1)

    // Later subscriptions go straight through, without a gap to fill.
    const local = subscriber()
    streams.subscribe('a@x', { stream: 'public:local' }, local.it)
    expect(real.subscribe).toHaveBeenCalledTimes(2)
    expect(local.filled).not.toHaveBeenCalled()
    stopHome()
    expect(real.stops).toEqual(['user'])
  })
})
