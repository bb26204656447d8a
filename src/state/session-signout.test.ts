import { createStore } from 'jotai'
import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../api/client'
import {
  getSession,
  isSessionExpired,
  onSessionExpired,
  registerSession,
  unregisterSession,
} from './session'

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
