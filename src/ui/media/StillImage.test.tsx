import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Attachment } from '../../entities'
import { status, user } from '../../entities/test-factories'
import { renderUi } from '../common/test-render'
import { StatusCard } from '../status/StatusCard'
import { renderWithEnv } from '../status/test-env'
import { isGif } from './still-image'
import { StillAvatar } from './StillAvatar'

// The start of an animated GIF: a header and two image frames.
const twoFrameGif = Uint8Array.from([
  ...new TextEncoder().encode('GIF89a'),
  ...[1, 0, 1, 0, 0, 0, 0],
  ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 1, 0x44, 0],
  ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 1, 0x44, 0, 0x3b],
])

// jsdom has no 2D canvas: a stand-in context records the frame drawn.
const drawImage = vi.fn()
beforeEach(() => {
  const context = { drawImage } as unknown as CanvasRenderingContext2D
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  drawImage.mockClear()
})

function image(url: string, mimetype: string): Attachment {
  return {
    id: 'a',
    kind: 'image',
    mimetype,
    url,
    large_thumb_url: url,
    thumb_url: '',
    remote_url: null,
    description: 'a dancing cat',
    blurhash: null,
    meta: null,
    oembed: null,
  }
}

const alice = user('u1', { name: 'Alice', screen_name: 'alice', screen_name_ui: 'alice' })
const held = (img: HTMLElement) => img.parentElement?.classList.contains('still-image-held')

function renderAttachment(attachment: Attachment, stopGifs?: boolean) {
  renderWithEnv(<StatusCard statusId="1" />, {
    statuses: [status('1', { attachments: [attachment] })],
    users: [alice],
    settings: stopGifs === undefined ? {} : { stopGifs },
  })
  const img = screen.getByRole('img', { name: 'a dancing cat' })
  fireEvent.load(img)
  return img
}

describe('stopGifs', () => {
  it('tells GIFs by mimetype or file name', () => {
    expect(isGif('https://m.example/a.bin', 'image/gif')).toBe(true)
    expect(isGif('https://m.example/cat.GIF?size=2')).toBe(true)
    expect(isGif('https://m.example/cat.png', 'image/png')).toBe(false)
    expect(isGif('https://m.example/gif/cat.webp')).toBe(false)
    expect(isGif(null)).toBe(false)
  })

  it('holds a GIF attachment on a still frame until hovered (on by default)', async () => {
    const u = userEvent.setup()
    const img = renderAttachment(image('https://m.example/cat.gif', 'image/gif'))
    expect(drawImage).toHaveBeenCalledWith(img, 0, 0)
    expect(held(img)).toBe(true)
    await u.hover(img)
    expect(held(img)).toBe(false)
    await u.unhover(img)
    expect(held(img)).toBe(true)
  })

  it('plays a held GIF while its open button has keyboard focus', () => {
    const img = renderAttachment(image('https://m.example/cat.gif', 'image/gif'))
    const button = screen.getByRole('button', { name: 'Open attachment: a dancing cat' })
    fireEvent.focus(button)
    expect(held(img)).toBe(false)
    fireEvent.blur(button)
    expect(held(img)).toBe(true)
  })

  it('leaves GIFs moving when the setting is off, and other images alone', () => {
    const off = renderAttachment(image('https://m.example/cat.gif', 'image/gif'), false)
    expect(held(off)).toBe(false)
    expect(document.querySelector('canvas')).toBeNull()
    cleanup()
    const png = renderAttachment(image('https://m.example/cat.png', 'image/png'))
    expect(held(png)).toBe(false)
    expect(drawImage).not.toHaveBeenCalled()
  })

  it('holds a GIF reaction until hovered', async () => {
    const u = userEvent.setup()
    const party = { name: 'party', count: 1, me: false, url: 'https://m.example/party.gif' }
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { emoji_reactions: [{ ...party, account_ids: [] }] })],
      users: [alice],
    })
    const img = screen.getByRole('img', { name: ':party:' })
    fireEvent.load(img)
    expect(held(img)).toBe(true)
    await u.hover(img)
    expect(held(img)).toBe(false)
  })

  it('probes a custom reaction whose name hides an animation, and holds it if animated', async () => {
    // The image host: dance.webp answers with two frames (animated), calm.png with one byte.
    const probed = vi.fn((url: string) =>
      Promise.resolve(new Response(url.endsWith('dance.webp') ? twoFrameGif : 'x')),
    )
    vi.stubGlobal('fetch', probed)
    const face = (name: string, url: string) => ({
      name,
      count: 1,
      me: false,
      url,
      account_ids: [],
    })
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [
        status('1', {
          emoji_reactions: [
            face('dance', 'https://m.example/dance.webp'),
            face('calm', 'https://m.example/calm.png'),
          ],
        }),
      ],
      users: [alice],
    })
    // The images load before the probe answers, as they may in a browser.
    const dance = screen.getByRole('img', { name: ':dance:' })
    const calm = screen.getByRole('img', { name: ':calm:' })
    fireEvent.load(dance)
    fireEvent.load(calm)
    await waitFor(() => {
      expect(held(dance)).toBe(true)
    })
    expect(probed).toHaveBeenCalledTimes(2)
    expect(held(calm)).toBe(false)
  })

  it('holds a GIF avatar, and falls back to the default when it fails to load', () => {
    const { container } = renderUi(
      <StillAvatar src="https://a.example/me.gif" fallback="https://i.example/d.png" stopGifs />,
    )
    const img = container.querySelector('img')
    if (!img) throw new Error('no avatar image')
    fireEvent.load(img)
    expect(held(img)).toBe(true)
    fireEvent.error(img)
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://i.example/d.png')
    expect(container.querySelector('canvas')).toBeNull()
  })

  it('renders a still-frame-free avatar when stopGifs is off', () => {
    const { container } = renderUi(
      <StillAvatar
        src="https://a.example/me.gif"
        fallback="https://i.example/d.png"
        stopGifs={false}
      />,
    )
    expect(container.querySelector('canvas')).toBeNull()
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://a.example/me.gif')
  })
})
