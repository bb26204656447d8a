// The moment the first status card is on screen, and the code that waits for it. Everything a
// person does not need to read the first status (the composer, the menu's contents, the layout
// sync, screens behind other routes) loads after this moment, so it never competes with the
// landing route's code and first page for the network and the CPU.

let painted = false
let expected = false
const waiting: (() => void)[] = []

function release(): void {
  if (painted) return
  painted = true
  for (const resolve of waiting.splice(0)) resolve()
}

/** True once the first status is painted, or at once when the landing route shows none. */
export function firstPaintDone(): boolean {
  return painted || !expected
}

let leadFeed: string | null = null

/**
 * Before the first status is painted, the first feed that has rows shows them and the others
 * wait for that paint (a deck of four would otherwise render every column's cards before any is
 * seen). True when `feed` may render its rows now.
 */
export function leadsFirstPaint(feed: string, hasRows: boolean): boolean {
  if (firstPaintDone()) return true
  if (leadFeed === null && hasRows) leadFeed = feed
  return leadFeed === feed
}

/** Calls `listener` when the first status is painted (for useSyncExternalStore). */
export function subscribeFirstPaint(listener: () => void): () => void {
  let live = true
  void afterFirstPaint().then(() => {
    if (live) listener()
  })
  return () => {
    live = false
  }
}

/** Past this, the rest loads anyway (a first page that never came, a status that is gone). */
const LONGEST_WAIT_MS = 8000

/** Boot says the landing route shows statuses: wait for the first one before loading the rest. */
export function expectFirstStatus(): void {
  if (expected || painted) return
  expected = true
  setTimeout(release, LONGEST_WAIT_MS)
}

/** A status card mounted (or the landing route's first page settled without one). */
export function markFirstPaint(): void {
  if (painted) return
  // The frame with the card is painted first (the task after its animation frame), then the rest.
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => setTimeout(release, 0))
  else release()
}

/**
 * Resolves once the first status is painted, or at once when the landing route shows none
 * (a sign-in form, the about page).
 */
export function afterFirstPaint(): Promise<void> {
  if (painted || !expected) return Promise.resolve()
  return new Promise((resolve) => waiting.push(resolve))
}

/** After the first paint, when the browser has nothing else to do (preloading on idle). */
export function whenIdleAfterFirstPaint(run: () => void): void {
  void afterFirstPaint().then(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 })
    else setTimeout(run, 200)
  })
}
