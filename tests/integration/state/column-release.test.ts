import { createStore } from 'jotai'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ColumnParams } from '../../../columns/params'
import { resolveColumn } from '../../../columns/registry'
import { clientForAccount } from '../../../src/accounts/clients'
import { signOut } from '../../../src/accounts/session'
import { passwordSignIn } from '../../../src/accounts/sign-in-flow'
import { verifyCredentials } from '../../../src/api/accounts'
import { fetchLists } from '../../../src/api/lists'
import { fetchTimelinePage } from '../../../src/api/timelines'
import { SocketState } from '../../../src/api/streaming/states'
import { deckAtoms, type DeckAtoms } from '../../../src/deck/deck-store'
import type { ColumnConfig } from '../../../src/deck/layout'
import { activeDeck } from '../../../src/deck/layout-actions'
import { columnAtomCount } from '../../../src/state/columns'
import { cacheSize, getAccountCache } from '../../../src/state/entity-cache'
import { setHolder } from '../../../src/state/holders'
import { ingestApiStatuses } from '../../../src/state/ingest-api'
import { createStreamManager, type StreamSpec } from '../../../src/state/stream-manager'
import type { TimelineFeed } from '../../../src/state/feed-source'
import { mountTimelineColumn } from '../../../src/state/timeline-column'
import type { RunningInstance } from '../../fake-akkoma/server'
import {
  eventually,
  homeFeed,
  localFeed,
  signInState,
  startTestInstance,
  type SignedIn,
} from './helpers'

// Spec: removing a column, or a deck of them, lets go of everything the column held (house
// rule 8): its timeline atom, its holder (so the sweep may drop its statuses) and its stream
// subscription (a socket another column still uses stays open).

let instance: RunningInstance
let alice: SignedIn

beforeAll(async () => {
  instance = await startTestInstance()
  alice = await signInState(instance, 'alice')
})
afterAll(async () => {
  alice.streams.closeAll()
  vi.unstubAllGlobals()
  await instance.close()
})

/** What the deck's timeline component makes of a stored column (src/deck/timeline). */
function feedOf(column: ColumnConfig, userId: string): TimelineFeed {
  const resolved = resolveColumn(column.kind, column.params)
  if (resolved.ok && resolved.kind.id === 'user') return profileFeed(resolved.params)
  if (!resolved.ok || resolved.kind.body !== 'timeline') throw new Error(`bad ${column.kind}`)
  const { kind, params } = resolved
  const context = { userId, nickname: 'alice' }
  const stream = kind.stream?.(params, context)
  return {
    source: kind.source(params, context),
    ...(stream ? { stream } : {}),
    pollIntervalMs: kind.pollIntervalMs,
    order: kind.order,
    clearOnLeave: kind.clearOnLeave,
    streaming: true,
    paramsKey: JSON.stringify(params),
  }
}

/** A profile column's feed, as its statuses or media tab runs it (src/ui/profile/Profile.tsx). */
function profileFeed(params: ColumnParams): TimelineFeed {
  const accountId = String(params.accountId)
  return {
    source:
      params.tab === 'media'
        ? { kind: 'media', accountId }
        : { kind: 'user', accountId, excludeReplies: true },
    pollIntervalMs: 20_000,
    order: 'newest-first',
    clearOnLeave: false,
    streaming: true,
    userId: accountId,
    paramsKey: JSON.stringify(params),
  }
}

function add(deck: DeckAtoms, kind: string, params: ColumnParams) {
  alice.store.set(deck.dispatch, { type: 'addColumn', kind, params, account: alice.accountKey })
}

describe('removing columns', () => {
  it('gives back their atoms, holders, streams and statuses, sparing what others use', async () => {
    const { store, accountKey, client, streams } = alice
    const me = await verifyCredentials(client)
    const [list] = await fetchLists(client)
    if (!list) throw new Error('alice has a seeded list')
    const cache = getAccountCache(store, accountKey)

    // A thread open beside the deck holds a status of its own: it must outlive the columns.
    const thread = await fetchTimelinePage(client, { kind: 'public', local: true }, { limit: 1 })
    const threadIds = ingestApiStatuses(store, accountKey, thread.items, { observedAt: 1 })
    setHolder(store, accountKey, 'thread:open', { statuses: threadIds })
    const start = {
      columns: columnAtomCount(store),
      holders: [...cache.holders.keys()],
      sockets: streams.size,
      statuses: cacheSize(cache).statuses,
    }
    expect(start.statuses).toBeGreaterThan(0)

    const kinds: [string, ColumnParams][] = [
      ['home', {}],
      ['local', {}],
      ['federated', {}],
      ['bubble', {}],
      ['tag', { tags: ['cats'], match: 'any' }],
      ['tag', { tags: ['dogs'], match: 'any' }],
      ['list', { listId: list.id }],
      ['dms', {}],
      ['bookmarks', {}],
      ['favourites', {}],
      ['user', { accountId: me.id, tab: 'statuses' }],
      ['user', { accountId: me.id, tab: 'media' }],
    ]
    const deck = deckAtoms(store, accountKey, [], 'Main')
    const mainDeckId = store.get(deck.layout).activeDeckId
    for (let i = 0; i < 40; i++) add(deck, ...kinds[i % kinds.length]!)
    store.set(deck.dispatch, { type: 'addDeck', name: 'Second' })
    const secondDeckId = store.get(deck.layout).activeDeckId
    for (let i = 40; i < 50; i++) add(deck, ...kinds[i % kinds.length]!)
    const columns = store.get(deck.layout).decks.flatMap((d) => d.columns)
    expect(columns).toHaveLength(50)

    // Every column at work, as the deck runs them: first page in, stream joined.
    const mounted = columns.map((column) =>
      mountTimelineColumn({
        store,
        accountKey,
        columnId: column.id,
        feed: feedOf(column, me.id),
        streams,
      }),
    )
    await Promise.all(mounted.map((column) => column.loadInitial()))
    const specs = new Map<string, StreamSpec>()
    for (const column of columns) {
      const spec = feedOf(column, me.id).stream
      if (spec) specs.set(JSON.stringify(spec), spec)
    }
    // Columns on the same stream share a socket: seven streams serve 50 columns.
    expect(specs.size).toBe(7)
    await eventually(() =>
      [...specs.values()].every((spec) => streams.stateOf(accountKey, spec) === SocketState.joined),
    )
    expect(streams.size).toBe(start.sockets + 7)
    expect(columnAtomCount(store)).toBe(start.columns + 50)
    expect(cache.holders.size).toBe(start.holders.length + 50)
    expect(cacheSize(cache).statuses).toBeGreaterThan(start.statuses)

    // The main deck's columns, one by one: only the federated stream was theirs alone.
    store.set(deck.dispatch, { type: 'switchDeck', deckId: mainDeckId })
    for (const column of activeDeck(store.get(deck.layout)).columns) {
      store.set(deck.dispatch, { type: 'removeColumn', columnId: column.id })
    }
    expect(columnAtomCount(store)).toBe(start.columns + 10)
    expect(streams.stateOf(accountKey, { stream: 'public' })).toBeUndefined()
    expect(streams.stateOf(accountKey, { stream: 'user' })).toBe(SocketState.joined)
    expect(streams.size).toBe(start.sockets + 6)

    // Then the second deck with its columns.
    store.set(deck.dispatch, { type: 'removeDeck', deckId: secondDeckId })
    expect(store.get(deck.layout).decks.flatMap((d) => d.columns)).toEqual([])
    expect(columnAtomCount(store)).toBe(start.columns)
    expect([...cache.holders.keys()]).toEqual(start.holders)
    expect(streams.size).toBe(start.sockets)
    for (const spec of specs.values()) expect(streams.stateOf(accountKey, spec)).toBeUndefined()

    // The sweep (2 s after the last holder left) drops what only the columns held.
    await eventually(() => cacheSize(cache).statuses === start.statuses, 10_000)
    for (const id of threadIds) expect(cache.tables.statuses.values.has(id)).toBe(true)
  })
})

describe('signing an account out', () => {
  it('removes the columns that ran for it and closes their streams', async () => {
    // The OAuth redirect URI is this client's own origin.
    vi.stubGlobal('location', { origin: 'http://deck.test' })
    const store = createStore()
    const result = await passwordSignIn(store, instance.url, {
      username: 'lena',
      password: 'akkoma',
    })
    if (result.kind !== 'signed-in') throw new Error('lena signs in with a password')
    const { key } = result.account
    clientForAccount(store, result.account)
    const streams = createStreamManager(store)
    const columns = [homeFeed, localFeed].map((feed, i) =>
      mountTimelineColumn({ store, accountKey: key, columnId: `lena-${i}`, feed, streams }),
    )
    await Promise.all(columns.map((column) => column.loadInitial()))
    await eventually(() => streams.stateOf(key, localFeed.stream!) === SocketState.joined)
    expect(columnAtomCount(store)).toBe(2)

    await signOut(store, key)
    expect(columnAtomCount(store)).toBe(0)
    expect(streams.size).toBe(0)
  })
})
