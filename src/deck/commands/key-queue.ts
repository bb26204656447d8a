// Keys pressed before the keyboard layer's code has arrived (it loads once the first status is
// on screen, or at the first key press): kept here and pressed again once the layer listens, so
// a key is never lost to the load.

let queued: KeyboardEvent[] = []
/** Keeping keys; then `loaded` once the layer listens for itself. */
let phase: 'idle' | 'keeping' | 'loaded' = 'idle'
let onFirstKey: (() => void) | null = null

/** More are not kept: a person waits for the first ones to act before pressing on. */
const MAX_KEPT = 20

/** Typing goes to the field, never to the shortcuts (as react-hotkeys-hook is set up). */
function inField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  )
}

function keep(event: KeyboardEvent): void {
  // A field, a menu or a dialog already took it.
  if (event.defaultPrevented || event.repeat || inField(event.target)) return
  if (queued.length < MAX_KEPT) queued.push(event)
  onFirstKey?.()
}

/** Starts keeping key presses; `load` is asked for the layer at the first one. */
export function queueKeysUntilLoaded(load: () => void): void {
  if (phase !== 'idle' || typeof document === 'undefined') return
  phase = 'keeping'
  onFirstKey = load
  document.addEventListener('keydown', keep)
}

/** The layer listens now: the keys kept so far are pressed again, where they were pressed. */
export function replayQueuedKeys(): void {
  phase = 'loaded'
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
