import type { RufflePlayerElement, RuffleSource } from './flash-ruffle'

export interface FlashPlayerEvents {
  /** The movie's header was read: the stage is sized and drawing. */
  onPlaying: () => void
  /** The emulator core, its wasm or the movie failed. */
  onFailed: (error: unknown) => void
}

/**
 * Ruffle reports a failure after `load` (a movie that cannot be fetched or parsed, a crash of
 * the core) only by replacing its stage with a "#panic" screen in its open shadow root; this
 * watches for that screen.
 */
function watchPanic(player: RufflePlayerElement, onPanic: () => void): () => void {
  const root = player.shadowRoot
  if (!root) return () => undefined
  const observer = new MutationObserver(() => {
    if (root.querySelector('#panic')) onPanic()
  })
  observer.observe(root, { childList: true, subtree: true })
  return () => {
    observer.disconnect()
  }
}

/**
 * Creates a player in `box` and starts the movie at `url`. Returns the stop function, which
 * removes the player (Ruffle destroys its instance when the element leaves the document), at
 * once or as soon as a load under way settles. After a stop, no event is reported.
 */
export function startFlash(
  box: HTMLElement,
  url: string,
  source: RuffleSource,
  events: FlashPlayerEvents,
): () => void {
  let stopped = false
  const player = source.createPlayer()
  player.classList.add('attachment-flash-player')
  const onMetadata = () => {
    if (!stopped) events.onPlaying()
  }
  const fail = (error: unknown) => {
    if (!stopped) events.onFailed(error)
  }
  player.addEventListener('loadedmetadata', onMetadata)
  box.append(player)
  const unwatch = watchPanic(player, () => {
    fail(new Error('The flash emulator stopped with an error'))
  })
  let loading = true
  const loaded = player
    .ruffle()
    .load({ url })
    .catch(fail)
    .finally(() => {
      loading = false
    })
  return () => {
    stopped = true
    unwatch()
    player.removeEventListener('loadedmetadata', onMetadata)
    if (!loading) {
      player.remove()
      return
    }
    // Ruffle does not look at the element again before its instance is built, so a player
    // removed now would build one anyway and play unseen. It waits out of sight in the
    // document, and leaving the document then destroys that instance.
    player.hidden = true
    player.style.display = 'none'
    document.body.append(player)
    void loaded.then(() => {
      player.remove()
    })
  }
}
