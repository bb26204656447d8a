// Keys pressed before the keyboard layer's code has arrived (it loads once the first status is
// on screen, or at the first key press): kept here and pressed again once the layer listens, so
// a key is never lost to the load.

let queued: KeyboardEvent[] = []
let listening = false
let onFirstKey: (() => void) | null = null

function keep(event: KeyboardEvent): void {
  // A field, a menu or a dialog already took it.
  if (event.defaultPrevented || event.repeat) return
  queued.push(event)
  onFirstKey?.()
}

/** Starts keeping key presses; `load` is asked for the layer at the first one. */
export function queueKeysUntilLoaded(load: () => void): void {
  if (listening || typeof document === 'undefined') return
  listening = true
  onFirstKey = load
  document.addEventListener('keydown', keep)
}

/** The layer listens now: the keys kept so far are pressed again, where they were pressed. */
export function replayQueuedKeys(): void {
  document.removeEventListener('keydown', keep)
  onFirstKey = null
  const keys = queued
  queued = []
  for (const event of keys) {
    const target =
      event.target instanceof Node && event.target.isConnected ? event.target : document
    target.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: event.key,
        code: event.code,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        bubbles: true,
        cancelable: true,
      }),
    )
  }
}
