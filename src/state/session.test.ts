import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../api/client'
import {
  expireSession,
  getSession,
  isSessionExpired,
  onSessionExpired,
  registerSession,
  sessionClient,
  unregisterSession,
  visitorClient,
} from './session'

const account = 'lain@example.com'
const base = 'https://example.com'

describe('the client registry', () => {
  it('keeps one client per account and token, per store', () => {
    const store = createStore()
    const first = sessionClient(store, account, { baseUrl: base, token: 'one' })
    expect(sessionClient(store, account, { baseUrl: base, token: 'one' })).toBe(first)
    expect(getSession(store, account)?.client).toBe(first)
    const other = createStore()
    expect(sessionClient(other, account, { baseUrl: base, token: 'one' })).not.toBe(first)
  })

  it('gives a new token a fresh session, no longer expired', () => {
    const store = createStore()
    const first = sessionClient(store, account, { baseUrl: base, token: 'one' })
    expireSession(store, account)
    const again = sessionClient(store, account, { baseUrl: base, token: 'two' })
    expect(again).not.toBe(first)
    expect(again.token).toBe('two')
    expect(isSessionExpired(store, account)).toBe(false)
  })

  it('marks a stored expired account expired at once', () => {
    const store = createStore()
    sessionClient(store, account, { baseUrl: base, token: 'one', expired: true })
    expect(isSessionExpired(store, account)).toBe(true)
  })

  it('shares one token-less client per instance', () => {
    expect(visitorClient(base)).toBe(visitorClient(`${base}/`))
    expect(visitorClient(base).token).toBeUndefined()
    expect(visitorClient('https://other.example')).not.toBe(visitorClient(base))
  })
})

describe('signing an account out', () => {
  it('stops what listens to its session (streams, pollers) and forgets the session', () => {
    const store = createStore()
    registerSession(
      store,
      'lain@example.com',
      createApiClient({ baseUrl: 'https://example.com', token: 't' }),
    )
    const stopStreams = vi.fn()
    onSessionExpired(store, 'lain@example.com', stopStreams)
    unregisterSession(store, 'lain@example.com')
    expect(stopStreams).toHaveBeenCalledOnce()
    expect(getSession(store, 'lain@example.com')).toBeUndefined()
    // Signing out is not an expiry: no "sign in again" state is left behind.
    expect(isSessionExpired(store, 'lain@example.com')).toBe(false)
  })
})
