// A polling loop that never overlaps itself: the next round is timed from the end of the last,
// so a slow server is not hit by a queue of requests (no retry storms).

export interface Poller {
  start(): void
  stop(): void
  readonly running: boolean
}

export function createPoller(round: () => Promise<unknown>, intervalMs: number): Poller {
  let timer: ReturnType<typeof setTimeout> | null = null
  let running = false

  const schedule = () => {
    timer = setTimeout(() => {
      timer = null
      void round()
        .catch((error: unknown) => {
          // The round reports its own failures; the loop only must not die of them.
          console.warn('poll round failed', error)
        })
        .finally(() => {
          if (running) schedule()
        })
    }, intervalMs)
  }

  return {
    start() {
      if (running) return
      running = true
      schedule()
    },
    stop() {
      running = false
      if (timer !== null) clearTimeout(timer)
      timer = null
    },
    get running() {
      return running
    },
  }
}
