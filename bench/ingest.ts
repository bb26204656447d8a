// Ingest throughput (statuses per second through normalise + ingest) and heap per 10,000 cached
// statuses. The statuses are real-shaped: pages the local instance serves over HTTP (its views
// mirror Akkoma's, with reblogs, quotes, polls, attachments, reactions and the pleroma/akkoma
// objects), copied under fresh ids to reach the count. Only normalise + ingest is timed; the
// JSON is parsed before the clock starts. Run it with `npm run bench -- ingest`.

import { performance } from 'node:perf_hooks'
import { createStore } from 'jotai'
import { createApiClient } from '../src/api/client'
import { loginWithPassword, registerApp } from '../src/api/oauth'
import { collectPages } from '../src/api/paging'
import { fetchHomeTimeline, fetchPublicTimeline } from '../src/api/timelines'
import type { ApiStatus } from '../src/api/wire'
import { cacheSize, getAccountCache } from '../src/state/entity-cache'
import { createBundle } from '../src/entities/bundle'
import { normalizeStatuses } from '../src/entities/normalize-status'
import { ingest } from '../src/state/ingest'
import { ingestApiStatuses } from '../src/state/ingest-api'
import { startInstance } from '../tests/fake-akkoma/server'
import { median, type Figure } from './figure'

const DATASET_SIZE = 20_000
const MEMORY_SIZE = 10_000
const PAGE = 20
const THROUGHPUT_RUNS = 5
const MEMORY_RUNS = 3
const accountKey = 'bench@127.0.0.1'

/** Real pages from the local instance: home and federated timelines of a seeded user. */
async function samplePages(): Promise<ApiStatus[]> {
  const instance = await startInstance({ statuses: 1500, seed: 7 })
  try {
    const anonymous = createApiClient({ baseUrl: instance.url })
    const registered = await registerApp(anonymous, {
      clientName: 'bench',
      redirectUri: 'urn:ietf:wg:oauth:2.0:oob',
    })
    const app = { clientId: registered.client_id, clientSecret: registered.client_secret }
    const login = await loginWithPassword(anonymous, app, { username: 'alice', password: 'akkoma' })
    if (login.kind !== 'token') throw new Error('the bench user needs no second factor')
    const client = createApiClient({ baseUrl: instance.url, token: login.token.access_token })
    const walk = (fetch: (maxId: string | undefined) => ReturnType<typeof fetchHomeTimeline>) =>
      collectPages(fetch, { maxPages: 60 })
    const home = await walk((maxId) => fetchHomeTimeline(client, { limit: 40, maxId }))
    const federated = await walk((maxId) => fetchPublicTimeline(client, { limit: 40, maxId }))
    return [...home, ...federated]
  } finally {
    await instance.close()
  }
}

/** Copies of the sample under fresh ids (and fresh ids for what they repeat), so every one is a
 * new entity; authors stay shared, as on a real timeline. */
function dataset(sample: readonly ApiStatus[], size: number): ApiStatus[] {
  const text = sample.map((status) => JSON.stringify(status))
  const out: ApiStatus[] = []
  for (let i = 0; out.length < size; i++) {
    const copy = JSON.parse(text[i % text.length] ?? '{}') as ApiStatus
    const suffix = `b${String(i).padStart(8, '0')}`
    copy.id = `${copy.id}${suffix}`
    if (copy.reblog) copy.reblog.id = `${copy.reblog.id}${suffix}`
    out.push(copy)
  }
  return out
}

function ingestAll(statuses: readonly ApiStatus[]) {
  const store = createStore()
  for (let at = 0; at < statuses.length; at += PAGE) {
    ingestApiStatuses(store, accountKey, statuses.slice(at, at + PAGE))
  }
  return store
}

/** Runs per second of `work` over `count` statuses. */
function rate(count: number, work: () => unknown): number {
  const started = performance.now()
  work()
  return count / ((performance.now() - started) / 1000)
}

/** The parts, to see which one costs: normalising alone, then storing prepared bundles. */
function parts(statuses: readonly ApiStatus[]): { normalise: number; store: number } {
  const bundles: ReturnType<typeof createBundle>[] = []
  const normalise = rate(statuses.length, () => {
    for (let at = 0; at < statuses.length; at += PAGE) {
      const bundle = createBundle()
      normalizeStatuses(statuses.slice(at, at + PAGE), bundle)
      bundles.push(bundle)
    }
  })
  const store = createStore()
  const stored = rate(statuses.length, () => {
    for (const bundle of bundles) ingest(store, accountKey, bundle)
  })
  return { normalise, store: stored }
}

function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) throw new Error('run node with --expose-gc (npm run bench does)')
  gc()
  gc()
}

/** Heap held by a cache of `statuses` (with their authors and polls), in MB per 10,000. */
function heapPer10k(statuses: readonly ApiStatus[]): number {
  collectGarbage()
  const before = process.memoryUsage().heapUsed
  const kept = ingestAll(statuses)
  collectGarbage()
  const after = process.memoryUsage().heapUsed
  // Reading the cache after the measurement keeps it alive through it.
  const cached = cacheSize(getAccountCache(kept, accountKey)).statuses
  return ((after - before) / 1024 / 1024) * (MEMORY_SIZE / cached)
}

function spread(name: string, unit: string, values: number[], budget: Figure['budget']): Figure {
  return {
    name,
    value: median(values),
    unit,
    budget,
    runs: values.length,
    min: Math.min(...values),
    max: Math.max(...values),
  }
}

export async function figures(): Promise<Figure[]> {
  const sample = await samplePages()
  const statuses = dataset(sample, DATASET_SIZE)
  const memory = Array.from({ length: MEMORY_RUNS }, () =>
    heapPer10k(statuses.slice(0, MEMORY_SIZE)),
  )

  rate(2000, () => ingestAll(statuses.slice(0, 2000))) // warm the JIT
  const rates: number[] = []
  const split: { normalise: number; store: number }[] = []
  const reference: number[] = []
  const text = JSON.stringify(statuses)
  for (let run = 0; run < THROUGHPUT_RUNS; run++) {
    rates.push(rate(statuses.length, () => ingestAll(statuses)))
    split.push(parts(statuses))
    // The same machine's speed at a plain task, to read the figures on a busy machine.
    reference.push(rate(statuses.length, () => JSON.parse(text)))
  }
  const ratios = rates.map((value, i) => value / (reference[i] ?? value))

  return [
    spread('ingest', 'statuses/s', rates, { kind: 'min', limit: 50_000 }),
    spread(
      'ingest-normalise-only',
      'statuses/s',
      split.map((s) => s.normalise),
      null,
    ),
    spread(
      'ingest-cache-write-only',
      'statuses/s',
      split.map((s) => s.store),
      null,
    ),
    spread('ingest-reference-json-parse', 'statuses/s', reference, null),
    spread('ingest-vs-json-parse', 'ratio', ratios, null),
    spread('entity-memory-per-10k-statuses', 'MB', memory, null),
  ]
}
