import path from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { startInstance, type InstanceOptions, type RunningInstance } from '../fake-akkoma/server'
import { launchChromium } from './browser'

export interface Harness {
  /** The local instance, serving the built client at its own origin. */
  instance: RunningInstance
  browser: Browser
  context: BrowserContext
  page: Page
  /** Errors thrown in the page and console errors, collected for each test. */
  pageErrors: string[]
}

export const desktop = { width: 1440, height: 900 }
export const phone = { width: 390, height: 844 }

/**
 * Each test file gets its own instance on a free port and its own Chromium, so files running
 * side by side never see each other's data; each test gets a fresh browser context.
 */
export function useHarness(
  viewport = desktop,
  /** Instance switches for this file (private mode, registrations, captcha, test control ...). */
  instanceOptions: Omit<InstanceOptions, 'clientDir'> = {},
): Harness {
  const harness = { pageErrors: [] as string[] } as unknown as Harness
  beforeAll(async () => {
    // E2E_CLIENT_DIR: a build of one's own, safe from others rebuilding dist/ meanwhile.
    const clientDir = process.env.E2E_CLIENT_DIR ?? path.resolve('dist')
    // An instance without a default theme, so each journey sees the look of the system or the
    // one it chose; theme.test.ts sets one (Akkoma's stock config names 'pleroma-dark').
    harness.instance = await startInstance({
      ...instanceOptions,
      settings: { defaultTheme: null, ...instanceOptions.settings },
      clientDir,
    })
    harness.browser = await launchChromium()
  })
  afterAll(async () => {
    await harness.browser.close()
    await harness.instance.close()
  })
  beforeEach(async () => {
    harness.pageErrors = []
    harness.context = await harness.browser.newContext({
      viewport,
      baseURL: harness.instance.url,
    })
    harness.page = await harness.context.newPage()
    harness.page.on('pageerror', (error) => harness.pageErrors.push(error.message))
    harness.page.on('console', (message) => {
      if (message.type() === 'error') harness.pageErrors.push(message.text())
    })
  })
  afterEach(async () => {
    await harness.context.close()
  })
  return harness
}
