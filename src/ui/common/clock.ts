// Shared clocks for every relative time on screen: one interval per refresh period (60 s for
// statuses, 240 s for notifications), running only while something shows such a time, instead
// of one timer per card.

export const CLOCK_INTERVAL_MS = 60_000

export interface Clock {
  subscribe: (listener: () => void) => () => void
  now: () => number
  listenerCount: () => number
}

function createClock(intervalMs: number): Clock {
  const listeners = new Set<() => void>()
  let now = Date.now()
  let timer: ReturnType<typeof setInterval> | null = null
  const tick = () => {
    now = Date.now()
    for (const listener of listeners) listener()
  }
  return {
    subscribe(listener) {
      if (timer === null) {
        // The clock may have slept while nothing listened: start from the real time.
        now = Date.now()
        timer = setInterval(tick, intervalMs)
      }
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && timer !== null) {
          clearInterval(timer)
          timer = null
        }
      }
    },
    now: () => now,
    listenerCount: () => listeners.size,
  }
}

const clocks = new Map<number, Clock>()

/** The shared clock that ticks every `intervalMs`. */
export function clockEvery(intervalMs: number): Clock {
  let clock = clocks.get(intervalMs)
  if (!clock) {
    clock = createClock(intervalMs)
    clocks.set(intervalMs, clock)
  }
  return clock
}

const statusClock = clockEvery(CLOCK_INTERVAL_MS)

export const subscribeClock = statusClock.subscribe
export const clockNow = statusClock.now

/** How many listeners share the 60 s clock (tests). */
export function clockListenerCount(): number {
  return statusClock.listenerCount()
}
