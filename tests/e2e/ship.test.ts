// The release as an Akkoma admin installs it (issue 22): `npm run package` once for the file,
// the zip unpacked into a temporary folder, and that folder served by the local instance as its
// front end, with Akkoma's security headers (its CSP included). In one Chromium profile (an
// installable app needs one that is not incognito): a newcomer signs in, reads and posts;
// Chromium reports the app installable; a reload without network opens the shell with its
// offline state, and the live data comes once the network is back.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { unzipSync } from 'fflate'
import { chromium, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startInstance, type RunningInstance } from '../fake-akkoma/server'
import { passwordLogin } from './auth-helpers'
import { chromiumFlags, findChromium } from './browser'
import { dockedComposer, postText, statusesWith } from './composer-helpers'
import { postAs } from './deck-helpers'
import { desktop } from './harness'

const run = promisify(execFile)

interface Manifest {
  name: string
  short_name: string
  start_url: string
  display: string
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; purpose?: string }[]
}

/** `npm run package` into `work`, then the zip unpacked beside it; the unpacked folder. */
async function packageAndUnpack(work: string): Promise<{ clientDir: string; zipName: string }> {
  const releaseDir = path.join(work, 'release')
  await run(
    'npm',
    ['run', 'package', '--', '--out-dir', path.join(work, 'build'), '--release-dir', releaseDir],
    { maxBuffer: 16 * 1024 * 1024 },
  )
  const version = (JSON.parse(await readFile('package.json', 'utf8')) as { version: string })
    .version
  const zipName = `akkoma-deck-${version}.zip`
  const zip = new Uint8Array(await readFile(path.join(releaseDir, zipName)))
  const clientDir = path.join(work, 'frontend')
  for (const [name, data] of Object.entries(unzipSync(zip))) {
    if (name.endsWith('/')) continue
    const target = path.join(clientDir, name)
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, data)
  }
  return { clientDir, zipName }
}

describe('the packaged release, served as an Akkoma front end', () => {
  let work: string
  let instance: RunningInstance
  let context: BrowserContext
  let page: Page
  const pageErrors: string[] = []

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'akkoma-deck-release-'))
    const { clientDir } = await packageAndUnpack(work)
    instance = await startInstance({ clientDir, httpSecurity: true })
    context = await chromium.launchPersistentContext(path.join(work, 'profile'), {
      executablePath: findChromium(),
      headless: true,
      args: chromiumFlags,
      viewport: desktop,
      baseURL: instance.url,
    })
    page = context.pages()[0] ?? (await context.newPage())
    page.on('pageerror', (error) => pageErrors.push(error.message))
    page.on('console', (message) => {
      // Offline, the browser reports every request it could not make: expected there.
      if (message.type() === 'error' && !message.text().includes('ERR_INTERNET_DISCONNECTED'))
        pageErrors.push(message.text())
    })
  }, 300_000)

  afterAll(async () => {
    await context.close()
    await instance.close()
    await rm(work, { recursive: true, force: true })
  })

  it('packs the build at the zip root with its checksum beside it', async () => {
    const releaseDir = path.join(work, 'release')
    const version = (JSON.parse(await readFile('package.json', 'utf8')) as { version: string })
      .version
    const zipName = `akkoma-deck-${version}.zip`
    const checksum = await readFile(path.join(releaseDir, `${zipName}.sha256`), 'utf8')
    expect(checksum).toMatch(new RegExp(`^[0-9a-f]{64}  ${zipName.replaceAll('.', '\\.')}\\n$`))
    const entries = Object.keys(
      unzipSync(new Uint8Array(await readFile(path.join(releaseDir, zipName)))),
    )
    expect(entries).toContain('index.html')
    expect(entries).toContain('sw-pleroma.js')
    expect(entries).toContain('manifest.webmanifest')
  })

  it('lets a newcomer sign in, read the home timeline and post', async () => {
    const response = await page.goto('/')
    // Served the way Akkoma serves a front end: its CSP on the page.
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'")
    await passwordLogin(page, 'alice')
    await page.waitForURL((url) => url.pathname !== '/login')
    // The landing route: the home timeline, alone on the page.
    const home = page.getByRole('region', { name: 'Home', exact: true })
    await home.getByRole('article').first().waitFor()

    const marker = `release-post-${String(Date.now())}`
    const composer = dockedComposer(page)
    await postText(composer).fill(`Hello from the release ${marker}`)
    await composer.getByRole('button', { name: 'Post', exact: true }).click()
    await home.getByRole('article').filter({ hasText: marker }).first().waitFor()
    expect(await statusesWith(instance.url, 'alice', marker)).toHaveLength(1)
    expect(pageErrors).toEqual([])
  })

  it('is installable: Chromium finds the manifest valid, with its icons, and the menu offers it', async () => {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    const cdp = await context.newCDPSession(page)
    const manifest = await cdp.send('Page.getAppManifest')
    expect(manifest.errors).toEqual([])
    const parsed = JSON.parse(manifest.data ?? '{}') as Manifest
    expect(parsed).toMatchObject({ display: 'standalone', start_url: '/' })
    expect(parsed.short_name).not.toBe('')
    const maskable = parsed.icons.filter((icon) => icon.purpose === 'maskable')
    expect(maskable.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512'])
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
    expect(installabilityErrors).toEqual([])
    await cdp.detach()

    // Chromium offers installing (headless never does on its own: the offer is played here);
    // the menu carries the offer and the browser's prompt opens from it.
    await page.evaluate(`(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true })
      Object.assign(offer, {
        prompt: () => { window.installPrompted = true; return Promise.resolve() },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      })
      window.dispatchEvent(offer)
    })()`)
    await page.getByRole('button', { name: 'Open the menu' }).click()
    const menu = page.getByRole('complementary', { name: 'Menu' })
    await menu.getByRole('button', { name: 'Install the app' }).click()
    await expect.poll(() => page.evaluate('window.installPrompted === true')).toBe(true)
    expect(await menu.getByRole('button', { name: 'Install the app' }).count()).toBe(0)
    await page.keyboard.press('Escape')
  })

  it('reloads offline into the shell with its offline state, then goes live when back', async () => {
    const home = page.getByRole('region', { name: 'Home', exact: true })
    await home.getByRole('article').first().waitFor()
    await context.setOffline(true)
    const banner = page.getByRole('status').filter({ hasText: 'You are offline.' })
    await banner.waitFor()
    await page.reload()
    // The service worker's shell: the app's frame, and the state it is in.
    await banner.filter({ hasText: 'The app opened without a connection' }).waitFor()
    await page.getByRole('navigation').first().waitFor()
    // The banner says it for every failed fetch: no notice of each.
    await expect.poll(() => page.getByText('Realtime connection lost').count()).toBe(0)
    await expect.poll(() => page.getByText('Error fetching timeline').count()).toBeGreaterThan(0)

    // Something new happens meanwhile; it comes as live data once the network is back.
    const marker = `while-offline-${String(Date.now())}`
    await postAs(instance.url, 'bob', `Posted while alice was offline ${marker}`)
    await context.setOffline(false)
    await banner.waitFor({ state: 'detached' })
    await home.getByRole('article').filter({ hasText: marker }).first().waitFor()
  })
})
