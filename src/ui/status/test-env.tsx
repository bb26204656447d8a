// Test helper: a StatusEnvironment with fake actions over a fresh Jotai store seeded with
// entities, rendered inside the app's IntlProvider and a memory router. The account's session
// holds a scripted client, which answers what the card's loaders ask (history, who favourited,
// a status the cache lacks).
import { render, type RenderResult } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'
import type { Poll, Relationship, Status, User } from '../../entities'
import { I18nProvider } from '../../i18n/I18nProvider'
import type { Settings } from '../../settings/defaults'
import { settingsAtoms } from '../../settings/store'
import { ingest } from '../../state/ingest'
import { registerSession } from '../../state/session'
import type { StatusActions } from '../../state/status-actions'
import { fakeClient, type FakeClient, type Handler } from '../../state/test-client'
import {
  StatusEnvironmentProvider,
  type StatusEnvironment,
  type StatusInstance,
} from './status-env'

export const ACCOUNT = 'me@local.example'

export const testInstance: StatusInstance = {
  server: 'https://local.example',
  editingAvailable: true,
  translationEnabled: true,
  defaultAvatar: 'https://local.example/images/avi.png',
  restrictedNicknames: [],
  nsfwCensorImage: 'https://local.example/images/nsfw.png',
  quotingAvailable: true,
}

const ok = <T,>(value: T) => Promise.resolve({ ok: true as const, value })

export function fakeActions(overrides: Partial<StatusActions> = {}): StatusActions {
  return {
    favourite: vi.fn(() => ok(undefined)),
    repeat: vi.fn(() => ok(undefined)),
    bookmark: vi.fn(() => ok(undefined)),
    react: vi.fn(() => ok(undefined)),
    pin: vi.fn(() => ok(undefined)),
    muteThread: vi.fn(() => ok(undefined)),
    remove: vi.fn(() => ok(undefined)),
    translate: vi.fn(() => ok({ detected_language: 'fr', text: 'translated' })),
    fetchStatus: vi.fn(() => ok(undefined)),
    fetchContext: vi.fn(() => ok({ ancestors: [], descendants: [] })),
    vote: vi.fn(() => ok(undefined)),
    refreshPoll: vi.fn(() => ok(undefined)),
    ...overrides,
  }
}

export interface Seed {
  statuses?: Status[]
  users?: User[]
  polls?: Poll[]
  relationships?: Relationship[]
  settings?: Partial<Settings>
  env?: Partial<StatusEnvironment>
  /** The server's answers to the loaders; by default lists are empty and a status never comes. */
  server?: Handler
}

/** Empty lists for the list calls; anything else waits like a server that has not answered. */
const quietServer: Handler = ({ path }) =>
  /\/(history|favourited_by|reblogged_by)$/.test(path) ? [] : new Promise(() => undefined)

export function renderWithEnv(
  ui: ReactNode,
  seed: Seed = {},
): RenderResult & {
  env: StatusEnvironment
  store: ReturnType<typeof createStore>
  client: FakeClient
} {
  const store = createStore()
  const client = fakeClient(seed.server ?? quietServer)
  registerSession(store, seed.env?.accountKey ?? ACCOUNT, client)
  ingest(store, ACCOUNT, {
    statuses: seed.statuses ?? [],
    users: seed.users ?? [],
    polls: seed.polls ?? [],
    relationships: seed.relationships ?? [],
  })
  store.set(settingsAtoms(store, ACCOUNT).user, seed.settings ?? {})
  const env: StatusEnvironment = {
    accountKey: ACCOUNT,
    viewer: null,
    instance: testInstance,
    actions: fakeActions(),
    ...seed.env,
  }
  const result = render(
    <Provider store={store}>
      <I18nProvider>
        <MemoryRouter>
          <StatusEnvironmentProvider value={env}>{ui}</StatusEnvironmentProvider>
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  )
  return { ...result, env, store, client }
}
