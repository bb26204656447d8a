// One shared clock for every relative time on screen: a single 60 s interval, running only
// while something shows a time, instead of one timer per status card.

export const CLOCK_INTERVAL_MS = 60_000

const listeners = new Set<() => void>()
let now = Date.now()
let timer: ReturnType<typeof setInterval> | null = null

function tick(): void {
  now = Date.now()
  for (const listener of listeners) listener()
}

export function subscribeClock(listener: () => void): () => void {
  if (timer === null) {
    // The clock may have slept while nothing listened: start from the real time.
    now = Date.now()
    timer = setInterval(tick, CLOCK_INTERVAL_MS)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer)
      timer = null
    }
  }
}

export function clockNow(): number {
  return now
}

/** How many listeners share the clock (tests). */
export function clockListenerCount(): number {
  return listeners.size
}
