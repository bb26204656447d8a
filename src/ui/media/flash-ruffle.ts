// The small part of the Ruffle emulator's web API (@ruffle-rs/ruffle 0.6, "self-hosted" build)
// this client uses. The package ships no types; these follow its runtime (ruffle.js).

/** Options read from `window.RufflePlayer.config` when a player loads a movie. */
export interface RuffleConfig {
  /** Where ruffle.js finds its core chunks and .wasm files (a URL ending in a slash). */
  publicPath?: string
  /** Replace every <object>/<embed> on the page: off, players are created on demand only. */
  polyfills?: boolean
  autoplay?: 'auto' | 'on' | 'off'
  /** Black bars around the stage outside its aspect ratio. */
  letterbox?: 'off' | 'fullscreen' | 'on'
  /** Ruffle's own logo while loading; the client shows its own loading state. */
  splashScreen?: boolean
  unmuteOverlay?: 'visible' | 'hidden'
  warnOnUnsupportedContent?: boolean
  showSwfDownload?: boolean
  /** What a movie's navigateToURL does. */
  openUrlMode?: 'allow' | 'confirm' | 'deny'
  logLevel?: 'error' | 'warn' | 'info' | 'debug' | 'trace'
  contextMenu?: 'on' | 'rightClickOnly' | 'off'
  /** In a hidden tab: pause ('none') or keep ticking from a blob: Worker ('mainThread'). */
  backgroundExecutionMode?: 'none' | 'mainThread'
}

/** `player.ruffle()`: the versioned control API of one player element. */
export interface RufflePlayerApi {
  /** Resolves once the emulator instance exists and the movie's download started. */
  load(options: { url: string }): Promise<void>
}

/**
 * The `<ruffle-player>` element. It fires `loadedmetadata` once the movie's header is read;
 * removing it from the document destroys the emulator instance.
 */
export interface RufflePlayerElement extends HTMLElement {
  ruffle(version?: 1): RufflePlayerApi
}

/** One registered Ruffle build. */
export interface RuffleSource {
  createPlayer(): RufflePlayerElement
}

/** `window.RufflePlayer`: set up before ruffle.js runs (config), filled in by it (newest). */
export interface RuffleNamespace {
  config?: RuffleConfig
  newest?: () => RuffleSource | null
}

export interface WindowWithRuffle {
  RufflePlayer?: RuffleNamespace
}
