// How many status cards may mount in one frame, across every column. A stream turn replaces all
// the visible cards of a column at the top at once; mounting a dozen cards (render, DOM, style,
// layout, measuring) does not fit in one frame, so a row that arrives with a stream turn shows a
// placeholder of the estimated height first and becomes its card when the budget has room, a few
// per frame, in the order the rows asked. Rows that mount for any other reason (scrolling, a
// page, "show new") do not ask.

/** Cards mounted per frame from stream turns. */
export const CARDS_PER_FRAME = 2

export interface MountBudget {
  /** True when a card may mount now (counted against this frame). */
  take(): boolean
  /** Call `grant` on a coming frame with room; returns the cancel. */
  wait(grant: () => void): () => void
}

export interface MountBudgetOptions {
  perFrame?: number
  requestFrame?: (run: () => void) => void
}

function defaultRequestFrame(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => run())
  else setTimeout(run, 16)
}

export function createMountBudget(options: MountBudgetOptions = {}): MountBudget {
  const perFrame = options.perFrame ?? CARDS_PER_FRAME
  const requestFrame = options.requestFrame ?? defaultRequestFrame
  const waiting = new Set<() => void>()
  let used = 0
  let frameAsked = false

  const frame = () => {
    frameAsked = false
    used = 0
    for (const grant of waiting) {
      if (used >= perFrame) break
      waiting.delete(grant)
      used++
      grant()
    }
    // The count of this frame holds until the next one starts; idle, no frame is asked for.
    if (used > 0 || waiting.size > 0) askFrame()
  }
  const askFrame = () => {
    if (frameAsked) return
    frameAsked = true
    requestFrame(frame)
  }

  return {
    take() {
      if (waiting.size > 0 || used >= perFrame) return false
      used++
      askFrame()
      return true
    },
    wait(grant) {
      waiting.add(grant)
      askFrame()
      return () => {
        waiting.delete(grant)
      }
    },
  }
}

let shared: MountBudget | null = null

export function mountBudget(): MountBudget {
  shared ??= createMountBudget()
  return shared
}
