import type { RuffleConfig, RuffleSource, WindowWithRuffle } from './flash-ruffle'

/** Where the build puts the emulator's files, beside the app (scripts/ruffle-assets.ts). */
export const RUFFLE_DIR = 'static/ruffle/'

/**
 * Players are created by this client only, start at once (the person pressed Play), keep the
 * movie's aspect ratio and show none of Ruffle's own chrome; a movie may not open pages without
 * asking. A hidden tab pauses the movie: Ruffle's default keeps it running from a blob: Worker,
 * which the Content-Security-Policy (no blob: scripts) forbids.
 */
const RUFFLE_CONFIG: RuffleConfig = {
  polyfills: false,
  autoplay: 'on',
  letterbox: 'on',
  splashScreen: false,
  unmuteOverlay: 'hidden',
  warnOnUnsupportedContent: false,
  showSwfDownload: false,
  openUrlMode: 'confirm',
  logLevel: 'error',
  contextMenu: 'rightClickOnly',
  backgroundExecutionMode: 'none',
}

export function rufflePublicPath(): string {
  return new URL(`${import.meta.env.BASE_URL}${RUFFLE_DIR}`, document.baseURI).href
}

/**
 * The emulator needs WebAssembly and a canvas to draw on (its last-resort renderer); without
 * them there is no point fetching half a megabyte of script.
 */
export function canRunFlash(): boolean {
  if (typeof WebAssembly !== 'object') return false
  try {
    return document.createElement('canvas').getContext('2d') !== null
  } catch {
    return false
  }
}

function injectRuffle(): Promise<RuffleSource> {
  if (!canRunFlash()) return Promise.reject(new Error('This browser cannot run the flash emulator'))
  const host = window as Window & WindowWithRuffle
  const publicPath = rufflePublicPath()
  // ruffle.js reads the config when it runs, so it is set before the script is added.
  host.RufflePlayer = { ...host.RufflePlayer, config: { ...RUFFLE_CONFIG, publicPath } }
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = `${publicPath}ruffle.js`
    script.async = true
    script.addEventListener('load', () => {
      const source = host.RufflePlayer?.newest?.()
      if (source) resolve(source)
      else reject(new Error('ruffle.js registered no player'))
    })
    script.addEventListener('error', () => {
      script.remove()
      reject(new Error(`Could not load ${script.src}`))
    })
    document.head.append(script)
  })
}

let pending: Promise<RuffleSource> | null = null

/**
 * Loads the emulator once, on the first Play; every player shares the same promise. A failed
 * load is forgotten so a later Play tries again.
 */
export function loadRuffle(): Promise<RuffleSource> {
  pending ??= injectRuffle().catch((error: unknown) => {
    pending = null
    throw error
  })
  return pending
}
