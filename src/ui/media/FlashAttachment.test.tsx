import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Attachment } from '../../entities'
import { renderUi } from '../common/test-render'
import { FlashAttachment } from './FlashAttachment'
import type { RuffleSource } from './flash-ruffle'

// The emulator script is the module boundary: each test decides when and how it loads.
const loader = vi.hoisted(() => ({ loadRuffle: vi.fn<() => Promise<RuffleSource>>() }))
vi.mock('./flash-loader', () => loader)

/** A stand-in for Ruffle's player element: an open shadow root and a `load` that records. */
class FakePlayer extends HTMLElement {
  loaded: string[] = []
  failLoad = false
  /** When set, `load` settles only when this does (the wasm still downloading). */
  pending: Promise<void> | null = null
  constructor() {
    super()
    this.attachShadow({ mode: 'open' })
  }
  ruffle() {
    return {
      load: ({ url }: { url: string }) => {
        this.loaded.push(url)
        if (this.pending) return this.pending
        return this.failLoad ? Promise.reject(new Error('wasm failed')) : Promise.resolve()
      },
    }
  }
  /** What Ruffle does once the movie's header is read. */
  metadata() {
    this.dispatchEvent(new CustomEvent('loadedmetadata'))
  }
  /** What Ruffle does when the movie cannot be fetched or parsed. */
  panic() {
    const screen = document.createElement('div')
    screen.id = 'panic'
    this.shadowRoot?.append(screen)
  }
}
customElements.define('fake-ruffle-player', FakePlayer)

function fakeSource(options: { failLoad?: boolean; pending?: Promise<void> } = {}) {
  const players: FakePlayer[] = []
  const source: RuffleSource = {
    createPlayer: () => {
      const player = new FakePlayer()
      player.failLoad = options.failLoad ?? false
      player.pending = options.pending ?? null
      players.push(player)
      return player
    },
  }
  return { source, players }
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined
  let reject: (error: unknown) => void = () => undefined
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const swf: Attachment = {
  id: 'f1',
  kind: 'flash',
  mimetype: 'application/x-shockwave-flash',
  url: 'https://media.example/movie.swf',
  large_thumb_url: '',
  thumb_url: '',
  remote_url: null,
  description: 'A movie',
  blurhash: null,
  meta: { width: 640, height: 360, aspect: null, focus: null },
  oembed: null,
}

const playButton = () => screen.getByRole('button', { name: 'Play flash content' })
const stopButton = () => screen.getByRole('button', { name: 'Stop flash content' })

describe('FlashAttachment', () => {
  beforeEach(() => {
    loader.loadRuffle.mockReset()
  })

  it('shows only a Play button and loads nothing until it is pressed', () => {
    renderUi(<FlashAttachment attachment={swf} />)
    expect(playButton()).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Stop flash content' })).toBeNull()
    expect(loader.loadRuffle).not.toHaveBeenCalled()
  })

  it('goes placeholder -> loading -> playing, with the movie in a box of its shape', async () => {
    const script = deferred<RuffleSource>()
    loader.loadRuffle.mockReturnValue(script.promise)
    const { source, players } = fakeSource()
    const u = userEvent.setup()
    const { container } = renderUi(<FlashAttachment attachment={swf} />)

    playButton().focus()
    await u.keyboard('{Enter}')
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(stopButton()).toHaveFocus()

    await act(async () => {
      script.resolve(source)
      await script.promise
    })
    const [player] = players
    expect(player?.loaded).toEqual(['https://media.example/movie.swf'])
    const stage = container.querySelector('.attachment-flash-stage')
    expect(stage).toContainElement(player ?? null)
    expect(stage).toHaveStyle({ aspectRatio: String(640 / 360) })
    expect(screen.getByRole('status')).toBeInTheDocument()

    act(() => player?.metadata())
    expect(screen.queryByRole('status')).toBeNull()
    expect(container.querySelector('.attachment-flash-playing')).not.toBeNull()
  })

  it('stops back to the placeholder, removing the player, and can play again', async () => {
    const { source, players } = fakeSource()
    loader.loadRuffle.mockResolvedValue(source)
    const u = userEvent.setup()
    renderUi(<FlashAttachment attachment={swf} />)

    await u.click(playButton())
    act(() => players[0]?.metadata())
    await u.click(stopButton())
    expect(playButton()).toHaveFocus()
    expect(players[0]?.isConnected).toBe(false)

    await u.click(playButton())
    expect(players).toHaveLength(2)
    expect(players[1]?.isConnected).toBe(true)
  })

  it('keeps a player stopped mid-load out of sight until its load settles, then removes it', async () => {
    const wasm = deferred<undefined>()
    const { source, players } = fakeSource({ pending: wasm.promise })
    loader.loadRuffle.mockResolvedValue(source)
    const u = userEvent.setup()
    renderUi(<FlashAttachment attachment={swf} />)

    await u.click(playButton())
    await u.click(stopButton())
    const [player] = players
    // Still in the document, so that leaving it later destroys the instance being built.
    expect(player?.isConnected).toBe(true)
    expect(player).not.toBeVisible()
    expect(playButton()).toBeInTheDocument()

    await act(async () => {
      wasm.resolve(undefined)
      await wasm.promise
    })
    expect(player?.isConnected).toBe(false)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it.each([
    ['the script fails to load', () => Promise.reject(new Error('404')), undefined],
    ['the wasm fails (load rejects)', undefined, { failLoad: true }],
    ['the movie fails (Ruffle panics)', undefined, 'panic'],
  ] as const)('shows general.flash_fail with a link to the file when %s', async (_, load, how) => {
    const { source, players } = fakeSource(typeof how === 'object' ? how : {})
    loader.loadRuffle.mockImplementation(load ?? (() => Promise.resolve(source)))
    const u = userEvent.setup()
    renderUi(<FlashAttachment attachment={swf} />)

    playButton().focus()
    await u.keyboard('{Enter}')
    if (how === 'panic') act(() => players[0]?.panic())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to load flash content')
    expect(within(alert).getByRole('link', { name: 'Open the file' })).toHaveAttribute(
      'href',
      'https://media.example/movie.swf',
    )
    expect(players.every((player) => !player.isConnected)).toBe(true)
    // Stop held the focus and is gone: the focus returns to Play, not to the page.
    expect(playButton()).toHaveFocus()
  })

  it('refuses a movie URL that is not http(s) without loading the emulator', async () => {
    const u = userEvent.setup()
    renderUi(<FlashAttachment attachment={{ ...swf, url: 'javascript:alert(1)' }} />)
    await u.click(playButton())
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load flash content')
    expect(loader.loadRuffle).not.toHaveBeenCalled()
  })

  it('removes the player when unmounted, and ignores a script that arrives after', async () => {
    const script = deferred<RuffleSource>()
    loader.loadRuffle.mockReturnValue(script.promise)
    const { source, players } = fakeSource()
    const u = userEvent.setup()
    const first = renderUi(<FlashAttachment attachment={swf} />)
    await u.click(playButton())
    first.unmount()
    await act(async () => {
      script.resolve(source)
      await script.promise
    })
    expect(players).toHaveLength(0)

    const { source: other, players: started } = fakeSource()
    loader.loadRuffle.mockResolvedValue(other)
    const second = renderUi(<FlashAttachment attachment={swf} />)
    await u.click(playButton())
    expect(started[0]?.isConnected).toBe(true)
    second.unmount()
    expect(started[0]?.isConnected).toBe(false)
  })
})
