// How a page load unfolds, read from the browser's resource timings: which requests ran, in
// which sequential wave, and when the first status appeared. Shared by the first-paint e2e test
// and the bench (bench/first-paint.ts), both under an emulated round-trip time.

import type { CDPSession, Page } from 'playwright-core'

export interface LoadedResource {
  /** Path and query, without the origin. */
  path: string
  startTime: number
  responseEnd: number
  /** 1 for the document; each request is one more than the latest request that had answered
   * before it started. */
  wave: number
}

export interface NetworkProfile {
  /** Added round-trip time, ms. */
  latencyMs: number
  /** Download speed in bytes per second; unlimited when absent. */
  downBytesPerSecond?: number
  upBytesPerSecond?: number
  /** How many times slower the CPU runs (1: as is). */
  cpuSlowdown?: number
}

/** A phone on a middling mobile network: BENCH.md's phone profile. */
export const phoneProfile: NetworkProfile = {
  latencyMs: 150,
  downBytesPerSecond: 1_600_000 / 8,
  upBytesPerSecond: 750_000 / 8,
  cpuSlowdown: 4,
}

export async function emulate(page: Page, profile: NetworkProfile): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downBytesPerSecond ?? -1,
    uploadThroughput: profile.upBytesPerSecond ?? -1,
  })
  if (profile.cpuSlowdown && profile.cpuSlowdown > 1) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown })
  }
  return cdp
}

/**
 * Records when the first status card enters the page (`window.__firstStatusAt`, the frame after
 * it was inserted). Call before navigating.
 */
export async function watchFirstStatus(page: Page, selector = 'article.status'): Promise<void> {
  await page.addInitScript(`(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(${JSON.stringify(selector)})) return
      observer.disconnect()
      requestAnimationFrame(() => { window.__firstStatusAt = performance.now() })
    })
    observer.observe(document, { childList: true, subtree: true })
  })()`)
}

export async function firstStatusAt(page: Page): Promise<number> {
  // A function, not a string: the client's content security policy forbids eval.
  await page.waitForFunction(
    () => typeof (window as { __firstStatusAt?: unknown }).__firstStatusAt === 'number',
    undefined,
    { timeout: 60_000 },
  )
  return page.evaluate<number>('window.__firstStatusAt')
}

interface RawEntry {
  name: string
  startTime: number
  responseEnd: number
}

/** Every request of the load so far, the document first, each with its wave. */
export async function loadedResources(page: Page): Promise<LoadedResource[]> {
  const raw = await page.evaluate<RawEntry[]>(`(() => {
    const nav = performance.getEntriesByType('navigation')[0]
    const list = [{ name: nav.name, startTime: 0, responseEnd: nav.responseEnd }]
    for (const entry of performance.getEntriesByType('resource')) {
      list.push({ name: entry.name, startTime: entry.startTime, responseEnd: entry.responseEnd })
    }
    return list
  })()`)
  return assignWaves(raw)
}

/** The wave of each request: the longest chain of requests that answered before it started. */
export function assignWaves(raw: readonly RawEntry[]): LoadedResource[] {
  const sorted = [...raw].sort((a, b) => a.startTime - b.startTime)
  const out: LoadedResource[] = []
  for (const entry of sorted) {
    let wave = 1
    for (const before of out) {
      if (before.responseEnd <= entry.startTime) wave = Math.max(wave, before.wave + 1)
    }
    const url = new URL(entry.name)
    out.push({
      path: url.pathname + url.search,
      startTime: entry.startTime,
      responseEnd: entry.responseEnd,
      wave,
    })
  }
  return out
}

export const isTimelineRequest = (resource: LoadedResource) =>
  resource.path.startsWith('/api/v1/timelines/')

/** The instance-wide start-up calls of spec 1 section 7 (not an account's own calls). */
export const isBootCall = (resource: LoadedResource) =>
  /^\/(api\/meta|api\/v1\/instance|nodeinfo\/|api\/pleroma\/frontend_configurations|static\/(config|stickers|emoji)\.json|static\/terms-of-service|instance\/panel|api\/v1\/pleroma\/emoji|api\/emojis)/.test(
    resource.path,
  )

export const isCode = (resource: LoadedResource) => /^\/assets\/.+\.(js|css)$/.test(resource.path)
