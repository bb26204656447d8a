// Draws the app's icons (the web app manifest's, the Apple touch icon) from one hand-written
// SVG, rasterised by Chromium (playwright-core). The PNGs are
// committed in public/icons/; run this again (`npm run icons`) only when the drawing changes.
//
// The drawing is the favicon's: three columns of a deck, the first in the accent colour, on the
// dark look's background. "any" icons are a rounded tile with transparent corners; the maskable
// and Apple ones fill the whole square (the platform cuts its own shape) and keep the columns
// inside the centre circle that every mask leaves visible (80 % of the side).

import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { launchChromium } from '../tests/e2e/browser.ts'

const background = '#121a24'
const accent = '#d8a070'
const column = '#b9b9ba'
const outDir = path.resolve('public/icons')

interface IconSpec {
  file: string
  size: number
  /** Rounded tile with transparent corners (false: the square is filled edge to edge). */
  tile: boolean
  /** Share of the side the three columns span. */
  content: number
}

const icons: IconSpec[] = [
  { file: 'icon-192.png', size: 192, tile: true, content: 0.62 },
  { file: 'icon-512.png', size: 512, tile: true, content: 0.62 },
  { file: 'maskable-192.png', size: 192, tile: false, content: 0.5 },
  { file: 'maskable-512.png', size: 512, tile: false, content: 0.5 },
  { file: 'apple-touch-icon.png', size: 180, tile: false, content: 0.56 },
]

/** The drawing on a 100 by 100 grid. */
function svg(spec: IconSpec): string {
  const span = 100 * spec.content
  const gap = span * 0.08
  const width = (span - 2 * gap) / 3
  const height = span * 0.86
  const left = (100 - span) / 2
  const top = (100 - height) / 2
  const bars = [accent, column, column]
    .map((fill, index) => {
      const x = left + index * (width + gap)
      const header = width * 0.55
      return [
        `<rect x="${x.toFixed(2)}" y="${top.toFixed(2)}" width="${width.toFixed(2)}" height="${height.toFixed(2)}" rx="${(width * 0.22).toFixed(2)}" fill="${fill}"/>`,
        // A column's heading: a darker band at its top.
        `<rect x="${(x + width * 0.18).toFixed(2)}" y="${(top + width * 0.22).toFixed(2)}" width="${(width * 0.64).toFixed(2)}" height="${(header * 0.32).toFixed(2)}" rx="${(header * 0.16).toFixed(2)}" fill="${background}" opacity="0.55"/>`,
      ].join('')
    })
    .join('')
  const tile = spec.tile
    ? `<rect x="2" y="2" width="96" height="96" rx="20" fill="${background}"/>`
    : `<rect width="100" height="100" fill="${background}"/>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${String(spec.size)}" height="${String(spec.size)}">${tile}${bars}</svg>`
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true })
  const browser = await launchChromium()
  try {
    for (const spec of icons) {
      const page = await browser.newPage({
        viewport: { width: spec.size, height: spec.size },
        deviceScaleFactor: 1,
      })
      await page.setContent(
        `<html><body style="margin:0;background:transparent">${svg(spec)}</body></html>`,
      )
      const png = await page.locator('svg').screenshot({ omitBackground: true, type: 'png' })
      await writeFile(path.join(outDir, spec.file), png)
      await page.close()
      console.log(`${spec.file} ${String(spec.size)}x${String(spec.size)}`)
    }
  } finally {
    await browser.close()
  }
}

await main()
