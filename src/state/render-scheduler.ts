// When a column shows what its stream brought. A burst of two hundred posts a second replaces
// every visible card of every column at the top several times a second; mounting those cards is
// what costs, not merging the ids. So columns show a stream's changes in turns: at most one
// column per animation frame, and each column at most once per STREAM_RENDER_INTERVAL_MS. The
// timeline state itself is never held back (the rules of spec 1 apply at once); only the moment
// the UI takes its snapshot of it is.

/** A column shows a stream's changes at most this often (in a burst of 200 posts a second, a
 * column at the top renews its visible cards once a second rather than five times). */
export const STREAM_RENDER_INTERVAL_MS = 1000

export interface RenderScheduler {
  /** Run `commit` on a coming frame, in turn with other keys; asking again before the turn
   * replaces the commit. */
  request(key: string, commit: () => void): void
  /** Drop the key's pending turn (its change was shown another way). */
  cancel(key: string): void
  /** Forget the key (the column unmounted). */
  forget(key: string): void
  /** Keys waiting for a turn (tests). */
  readonly pending: number
}

export interface RenderSchedulerOptions {
  intervalMs?: number
  now?: () => number
  /** The next frame: requestAnimationFrame in a browser. */
  requestFrame?: (run: () => void) => void
  setTimer?: (run: () => void, ms: number) => unknown
}

function defaultRequestFrame(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => run())
  else setTimeout(run, 16)
}

export function createRenderScheduler(options: RenderSchedulerOptions = {}): RenderScheduler {
  const intervalMs = options.intervalMs ?? STREAM_RENDER_INTERVAL_MS
  const now = options.now ?? (() => performance.now())
  const requestFrame = options.requestFrame ?? defaultRequestFrame
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms))
  // Insertion order is the order of turns: a key asked for again keeps its place.
  const waiting = new Map<string, () => void>()
  const lastRun = new Map<string, number>()
  let frameAsked = false
  let timerAt: number | null = null

  const readyAt = (key: string) => (lastRun.get(key) ?? -Infinity) + intervalMs

  const frame = () => {
    frameAsked = false
    const at = now()
    for (const [key, commit] of waiting) {
      if (readyAt(key) > at) continue
      waiting.delete(key)
      lastRun.set(key, at)
      commit()
      break
    }
    plan()
  }

  /** Ask for the next frame if a key is ready, else a timer for the first one to become so. */
  const plan = () => {
    if (waiting.size === 0 || frameAsked) return
    const at = now()
    const first = Math.min(...[...waiting.keys()].map(readyAt))
    if (first <= at) {
      frameAsked = true
      requestFrame(frame)
      return
    }
    if (timerAt !== null && timerAt <= first) return
    timerAt = first
    setTimer(() => {
      timerAt = null
      plan()
    }, first - at)
  }

  return {
    request(key, commit) {
      waiting.set(key, commit)
      plan()
    },
    cancel(key) {
      waiting.delete(key)
    },
    forget(key) {
      waiting.delete(key)
      lastRun.delete(key)
    },
    get pending() {
      return waiting.size
    },
  }
}

let shared: RenderScheduler | null = null

/** The scheduler every column of the page takes turns in. */
export function renderScheduler(): RenderScheduler {
  shared ??= createRenderScheduler()
  return shared
}
