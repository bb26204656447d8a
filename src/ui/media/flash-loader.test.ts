import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import type { RuffleSource, WindowWithRuffle } from './flash-ruffle'

const host = window as Window & WindowWithRuffle

// The loader keeps one promise per page; every test starts from a fresh module.
async function freshLoader() {
  vi.resetModules()
  return import('./flash-loader')
}

function ruffleScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src$="ruffle.js"]')]
}

/** What ruffle.js does when it runs: it registers a source on window.RufflePlayer. */
function runRuffle(script: HTMLScriptElement | undefined, source: RuffleSource): void {
  host.RufflePlayer = { ...host.RufflePlayer, newest: () => source }
  script?.dispatchEvent(new Event('load'))
}

const source: RuffleSource = { createPlayer: () => document.createElement('div') as never }

describe('loadRuffle', () => {
  let getContext: MockInstance<HTMLCanvasElement['getContext']>
  beforeEach(() => {
    // jsdom has no canvas; a browser that can run the emulator has one.
    getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue({} as CanvasRenderingContext2D)
  })
  afterEach(() => {
    vi.restoreAllMocks()
    for (const script of ruffleScripts()) script.remove()
    delete host.RufflePlayer
  })

  it('configures Ruffle, then adds ruffle.js from static/ruffle/ once for every caller', async () => {
    const { loadRuffle } = await freshLoader()
    const first = loadRuffle()
    const second = loadRuffle()
    expect(second).toBe(first)
    const scripts = ruffleScripts()
    expect(scripts).toHaveLength(1)
    expect(scripts[0]?.src).toBe(`${location.origin}/static/ruffle/ruffle.js`)
    expect(host.RufflePlayer?.config).toMatchObject({
      publicPath: `${location.origin}/static/ruffle/`,
      polyfills: false,
      autoplay: 'on',
      letterbox: 'on',
      splashScreen: false,
    })
    runRuffle(scripts[0], source)
    await expect(first).resolves.toBe(source)
    await expect(loadRuffle()).resolves.toBe(source)
    expect(ruffleScripts()).toHaveLength(1)
  })

  it('rejects when the script fails, and tries again on the next call', async () => {
    const { loadRuffle } = await freshLoader()
    const failed = loadRuffle()
    ruffleScripts()[0]?.dispatchEvent(new Event('error'))
    await expect(failed).rejects.toThrow(/ruffle\.js/)
    expect(ruffleScripts()).toHaveLength(0)

    const retry = loadRuffle()
    expect(retry).not.toBe(failed)
    runRuffle(ruffleScripts()[0], source)
    await expect(retry).resolves.toBe(source)
  })

  it('rejects when the script registers no player', async () => {
    const { loadRuffle } = await freshLoader()
    const loading = loadRuffle()
    ruffleScripts()[0]?.dispatchEvent(new Event('load'))
    await expect(loading).rejects.toThrow(/no player/)
  })

  it('fetches nothing in a browser without a canvas to draw on', async () => {
    getContext.mockReturnValue(null)
    const { loadRuffle } = await freshLoader()
    await expect(loadRuffle()).rejects.toThrow(/cannot run/)
    expect(ruffleScripts()).toHaveLength(0)
  })
})
