import { createStore } from 'jotai'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../../src/api/client'
import { defaultLayout, type DeckLayout } from '../../../src/deck/layout'
import { pullLayout, pushLayout } from '../../../src/deck/layout-sync'
import { registerSession } from '../../../src/state/session'
import { startInstance, type RunningInstance } from '../../fake-akkoma/server'

let instance: RunningInstance

beforeAll(async () => {
  instance = await startInstance({ port: 0 })
})
afterAll(async () => {
  await instance.close()
})

/** One browser signed in with the seeded token: its own store and session. */
function browser(nickname: string) {
  const store = createStore()
  const accountKey = `${nickname}@test`
  const token = `seed-token-${nickname}`
  registerSession(store, accountKey, createApiClient({ baseUrl: instance.url, token }))
  return { store, accountKey }
}

function layoutWith(kinds: string[], updatedAt: number): DeckLayout {
  return {
    ...defaultLayout(
      'alice@test',
      kinds.map((kind) => ({ kind })),
      'Main',
    ),
    updatedAt,
  }
}

describe('deck layouts synced through the server', () => {
  it('gives a second browser the layout the first one saved', async () => {
    const first = browser('alice')
    const second = browser('alice')
    const empty = await pullLayout(first)
    expect(empty).toEqual({ layout: null, version: 0 })

    const saved = await pushLayout(first, layoutWith(['home', 'local'], 1000), empty.version)
    expect(saved.version).toBe(1)
    const seen = await pullLayout(second)
    expect(seen.version).toBe(1)
    expect(seen.layout?.decks[0]?.columns.map((column) => column.kind)).toEqual(['home', 'local'])
  })

  it('lets the newer layout win when two browsers save from the same version', async () => {
    const a = browser('bob')
    const b = browser('bob')
    await pushLayout(a, layoutWith(['home'], 1000), 0)
    // b still thinks the server holds nothing; its layout is newer, so it is saved over a's.
    const result = await pushLayout(b, layoutWith(['federated'], 2000), 0)
    expect(result.version).toBe(2)
    expect((await pullLayout(a)).layout?.decks[0]?.columns[0]?.kind).toBe('federated')
    // An older layout from a stale browser loses to the stored one.
    const stale = await pushLayout(a, layoutWith(['bubble'], 1500), 0)
    expect(stale.layout?.decks[0]?.columns[0]?.kind).toBe('federated')
  })

  it('keeps each account apart', async () => {
    const carol = browser('mod')
    expect((await pullLayout(carol)).layout).toBeNull()
  })
})
