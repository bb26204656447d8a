import { existsSync } from 'node:fs'
import path from 'node:path'
import { findChromium } from './browser'

export const clientDir = path.resolve('dist')

// Fail the whole suite at once, with one clear line, when a prerequisite is missing.
export default function setup(): void {
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    throw new Error(
      `No built client in ${clientDir}: run "npm run build" before the end-to-end suite.`,
    )
  }
  findChromium()
}
