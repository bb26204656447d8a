import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

const installHint =
  'No Chromium found: install Debian\'s "chromium" package (apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary.'

/** CHROME_PATH, then Debian's Chromium, then a browser Playwright installed itself. */
export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', playwrightsOwn()]
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate
  }
  throw new Error(installHint)
}

function playwrightsOwn(): string | undefined {
  try {
    return chromium.executablePath()
  } catch {
    return undefined
  }
}

// The flags keep Chromium from reaching for the network on its own: this machine has none.
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumFlags })
}
