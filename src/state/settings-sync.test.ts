import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { registerSession } from './session'
import { pullSettings, pushSettings, serverProfileOf } from './settings-sync'
import { fakeClient, httpError, type Call } from './test-client'

const ACCOUNT = 'me@local.example'
const base = '/api/v1/akkoma/frontend_settings/akkoma-deck'

/** A server holding one profile at a version; PUTs must carry version + 1 (422 otherwise). */
function server(initial: { settings: unknown; version: number } | null) {
  let stored = initial
  return {
    get stored() {
      return stored
    },
    handler: (call: Call) => {
      if (call.method === 'GET' && call.path === base) {
        return stored ? [{ name: serverProfileOf('default'), version: stored.version }] : []
      }
      if (call.method === 'GET') return stored
      if (call.method === 'PUT') {
        const body = call.options?.json as { settings: unknown; version: number }
        if (stored && body.version !== stored.version + 1) throw httpError(422)
        stored = body
        return body.settings
      }
      return null
    },
  }
}

function target(handler: (call: Call) => unknown) {
  const store = createStore()
  registerSession(store, ACCOUNT, fakeClient(handler))
  return { store, accountKey: ACCOUNT }
}

describe('settings on the server', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('reads the profile, leaving out invalid options with a log line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const remote = server({
      settings: { settings: { hideNsfw: false, maxThumbnails: 'all' }, updatedAt: 5 },
      version: 3,
    })
    expect(await pullSettings(target(remote.handler), 'default')).toEqual({
      stored: { values: { hideNsfw: false, profile: 'default' }, updatedAt: 5 },
      version: 3,
    })
    expect(warn).toHaveBeenCalled()
  })

  it('saves as the next version', async () => {
    const remote = server(null)
    const local = { values: { hideNsfw: false }, updatedAt: 10 }
    expect(await pushSettings(target(remote.handler), 'default', local, 0)).toEqual({
      stored: local,
      version: 1,
    })
    expect(remote.stored).toEqual({
      settings: { settings: { hideNsfw: false }, updatedAt: 10 },
      version: 1,
    })
  })

  it('lets the newer side win when another browser saved in between', async () => {
    const newer = server({ settings: { settings: { hideNsfw: true }, updatedAt: 50 }, version: 4 })
    const mine = { values: { hideNsfw: false }, updatedAt: 20 }
    const kept = await pushSettings(target(newer.handler), 'default', mine, 2)
    expect(kept).toEqual({
      stored: { values: { hideNsfw: true, profile: 'default' }, updatedAt: 50 },
      version: 4,
    })

    const older = server({ settings: { settings: { hideNsfw: true }, updatedAt: 5 }, version: 4 })
    const saved = await pushSettings(target(older.handler), 'default', mine, 2)
    expect(saved).toEqual({ stored: mine, version: 5 })
    expect(older.stored?.version).toBe(5)
  })
})
