import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FAVICON_REDRAW_MS } from './favicon-badge'

// The module keeps when it last drew; each test takes a fresh copy under its own fake clock.
let setFaviconBadge: (count: number) => void = () => undefined

// jsdom draws nothing: the canvas gives a context that records the badge's text and a data URL
// naming it, and an image "loads" at once.
const drawnTexts: string[] = []

beforeEach(async () => {
  vi.useFakeTimers()
  vi.resetModules()
  ;({ setFaviconBadge } = await import('./favicon-badge'))
  const icon = document.createElement('link')
  icon.rel = 'icon'
  icon.href = '/favicon.png'
  icon.type = 'image/png'
  document.head.replaceChildren(icon)
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: object) {
    let text = ''
    const context = {
      drawImage() {},
      beginPath() {},
      arc() {},
      fill() {},
      stroke() {},
      fillText(value: string) {
        text = value
        drawnTexts.push(value)
      },
    }
    vi.spyOn(this as HTMLCanvasElement, 'toDataURL').mockImplementation(
      () => `data:image/png;base64,${text}`,
    )
    return context as unknown as CanvasRenderingContext2D
  } as never)
  vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
    this: HTMLImageElement,
  ) {
    queueMicrotask(() => {
      this.dispatchEvent(new Event('load'))
    })
  })
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  drawnTexts.length = 0
})

const link = () => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')

describe('the favicon badge', () => {
  it('draws the first count at once and a burst of counts once more, with the last one', async () => {
    setFaviconBadge(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(link()?.getAttribute('href')).toBe('data:image/png;base64,1')
    expect(link()?.dataset.badge).toBe('1')
    for (let count = 2; count <= 40; count++) setFaviconBadge(count)
    await vi.advanceTimersByTimeAsync(0)
    // Still the first drawing: the burst waits for its second.
    expect(link()?.dataset.badge).toBe('1')
    await vi.advanceTimersByTimeAsync(FAVICON_REDRAW_MS)
    expect(link()?.getAttribute('href')).toBe('data:image/png;base64,40')
    expect(link()?.dataset.badge).toBe('40')
    expect(drawnTexts).toEqual(['1', '40'])
  })

  it('reads 99+ past 99 and draws that picture once', async () => {
    setFaviconBadge(120)
    setFaviconBadge(130)
    await vi.advanceTimersByTimeAsync(FAVICON_REDRAW_MS)
    expect(link()?.getAttribute('href')).toBe('data:image/png;base64,99+')
    expect(link()?.dataset.badge).toBe('130')
    expect(drawnTexts).toEqual(['99+'])
  })

  it('puts the page’s own icon back at zero', async () => {
    setFaviconBadge(3)
    await vi.advanceTimersByTimeAsync(FAVICON_REDRAW_MS)
    expect(link()?.getAttribute('href')).toBe('data:image/png;base64,3')
    setFaviconBadge(0)
    await vi.advanceTimersByTimeAsync(FAVICON_REDRAW_MS)
    expect(link()?.getAttribute('href')).toBe('/favicon.png')
    expect(link()?.getAttribute('type')).toBe('image/png')
    expect(link()?.hasAttribute('data-badge')).toBe(false)
  })
})
