// A task run at most once per window, and never dropped: an ask inside the window runs when the
// window ends, however many asks came meanwhile.

export interface TrailingThrottle {
  request(): void
  cancel(): void
}

export function createTrailingThrottle(
  task: () => void,
  intervalMs: number,
  now: () => number = Date.now,
): TrailingThrottle {
  let lastRun = -Infinity
  let timer: ReturnType<typeof setTimeout> | null = null
  const run = () => {
    lastRun = now()
    task()
  }
  return {
    request() {
      if (timer !== null) return
      const wait = lastRun + intervalMs - now()
      if (wait <= 0) {
        run()
        return
      }
      timer = setTimeout(() => {
        timer = null
        run()
      }, wait)
    },
    cancel() {
      if (timer !== null) clearTimeout(timer)
      timer = null
    },
  }
}
