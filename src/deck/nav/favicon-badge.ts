// The unseen count on the page's icon (spec 3 section 9: drawn on a 128 by 128 canvas). The
// icon's link gets the drawn picture as a data URL; at zero it gets its own address back.

export const FAVICON_CANVAS_PX = 128

/** What the badge reads for a count: "99+" past 99, nothing at zero. */
const badgeText = (count: number) => (count <= 0 ? '' : count > 99 ? '99+' : String(count))

/** The site icon with a round badge and the count in its top right corner, as a PNG data URL;
 * null where the canvas cannot be read (no 2D context, a cross-origin icon tainted it). */
export function drawBadgedFavicon(icon: CanvasImageSource | null, count: number): string | null {
  const canvas = document.createElement('canvas')
  canvas.width = FAVICON_CANVAS_PX
  canvas.height = FAVICON_CANVAS_PX
  const context = canvas.getContext('2d')
  if (!context) return null
  if (icon) context.drawImage(icon, 0, 0, FAVICON_CANVAS_PX, FAVICON_CANVAS_PX)
  const radius = 38
  const x = FAVICON_CANVAS_PX - radius - 2
  const y = radius + 2
  context.beginPath()
  context.arc(x, y, radius, 0, Math.PI * 2)
  context.fillStyle = '#d8262e'
  context.fill()
  context.lineWidth = 6
  context.strokeStyle = '#ffffff'
  context.stroke()
  const text = badgeText(count)
  context.fillStyle = '#ffffff'
  context.font = `bold ${text.length > 2 ? 34 : 48}px sans-serif`
  context.textAlign = 'center'
  context.textBaseline = 'middle'
  context.fillText(text, x, y + 2)
  try {
    return canvas.toDataURL('image/png')
  } catch {
    return null
  }
}

/** The icon the browser shows: the last one the page names (Akkoma adds its own favicon's link
 * after the build's). */
function iconLink(): HTMLLinkElement | null {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')
  return links.length > 0 ? links.item(links.length - 1) : null
}

/** A badge is drawn at most this often: in a burst of mentions the count changes many times a
 * second, and each drawing encodes a PNG and makes the browser load a new icon. The title's
 * "(n)" stays live; the icon catches up with the last count within this time. */
export const FAVICON_REDRAW_MS = 1000

const loadedIcons = new Map<string, Promise<HTMLImageElement | null>>()

/** Load the icon the page started with (its address is kept on the link), once per address. */
function originalIcon(link: HTMLLinkElement): Promise<HTMLImageElement | null> {
  const href = link.dataset.originalHref ?? link.getAttribute('href') ?? ''
  link.dataset.originalHref = href
  link.dataset.originalType ??= link.getAttribute('type') ?? ''
  if (href === '') return Promise.resolve(null)
  let loading = loadedIcons.get(href)
  if (!loading) {
    loading = new Promise((resolve) => {
      const image = new Image()
      image.onload = () => resolve(image)
      image.onerror = () => resolve(null)
      image.src = href
    })
    loadedIcons.set(href, loading)
  }
  return loading
}

/** The drawn icons, by the site icon's address and the text on their badge. */
const drawnIcons = new Map<string, string>()

function applyBadge(link: HTMLLinkElement, icon: HTMLImageElement | null, count: number): void {
  const original = link.dataset.originalHref ?? ''
  if (count <= 0) {
    if (link.getAttribute('href') !== original) {
      link.setAttribute('href', original)
      const type = link.dataset.originalType ?? ''
      if (type === '') link.removeAttribute('type')
      else link.setAttribute('type', type)
    }
    link.removeAttribute('data-badge')
    return
  }
  const key = `${original}\n${badgeText(count)}`
  let drawn = drawnIcons.get(key) ?? null
  if (drawn === null) {
    drawn = drawBadgedFavicon(icon, count)
    if (drawn === null) return
    drawnIcons.set(key, drawn)
  }
  link.dataset.badge = String(count)
  if (link.getAttribute('href') === drawn) return
  // A PNG now, whatever the original's type was.
  link.setAttribute('type', 'image/png')
  link.setAttribute('href', drawn)
}

let wanted = 0
let lastDrawn = -Infinity
let timer: ReturnType<typeof setTimeout> | null = null
let generation = 0

function draw(): void {
  timer = null
  lastDrawn = performance.now()
  const link = iconLink()
  if (!link) return
  const count = wanted
  const mine = generation
  void originalIcon(link).then((icon) => {
    // A newer count was asked for meanwhile and drew (or will draw) itself.
    if (mine !== generation) return
    applyBadge(link, icon, count)
  })
}

/** Show `count` on the page's icon; 0 puts the original icon back. The first change after a
 * quiet second shows at once, later ones at most once per FAVICON_REDRAW_MS. */
export function setFaviconBadge(count: number): void {
  wanted = count
  generation += 1
  if (timer !== null) return
  const wait = lastDrawn + FAVICON_REDRAW_MS - performance.now()
  if (wait <= 0) draw()
  else timer = setTimeout(draw, wait)
}
