import { createStore, type Store } from 'jotai'
import type { ApiClient } from '../../../src/api/client'
import { createApiClient } from '../../../src/api/client'
import { loginWithPassword, registerApp, type AppCredentials } from '../../../src/api/oauth'
import { createSessionClient } from '../../../src/state/session'
import { createStreamManager, type StreamManager } from '../../../src/state/stream-manager'
import type { TimelineFeed } from '../../../src/state/feed-source'
import { mountTimelineColumn, type TimelineColumn } from '../../../src/state/timeline-column'
import type { RunningInstance } from '../../fake-akkoma/server'

export { control, eventually, startTestInstance } from '../api/helpers'

/** Every seeded local user shares this password (tests/fake-akkoma/seed/users.ts). */
const seedPassword = 'akkoma'

export interface SignedIn {
  store: Store
  accountKey: string
  client: ApiClient
  token: string
  app: AppCredentials
  streams: StreamManager
}

/** A fresh Jotai store with one seeded user signed in through the real OAuth password grant,
 * registered as a session (its 401 ends the session) with a real stream manager. */
export async function signInState(
  instance: RunningInstance,
  nickname: string,
  store: Store = createStore(),
): Promise<SignedIn> {
  const anonymous = createApiClient({ baseUrl: instance.url })
  const registered = await registerApp(anonymous, {
    clientName: 'state integration tests',
    redirectUri: 'urn:ietf:wg:oauth:2.0:oob',
  })
  const app = { clientId: registered.client_id, clientSecret: registered.client_secret }
  const result = await loginWithPassword(anonymous, app, {
    username: nickname,
    password: seedPassword,
  })
  if (result.kind !== 'token') throw new Error(`${nickname} needs a second factor`)
  const token = result.token.access_token
  const accountKey = `${nickname}@127.0.0.1`
  const client = createSessionClient(store, accountKey, { baseUrl: instance.url, token })
  return { store, accountKey, client, token, app, streams: createStreamManager(store) }
}

export const homeFeed: TimelineFeed = {
  source: { kind: 'home' },
  stream: { stream: 'user' },
  pollIntervalMs: 20_000,
  order: 'newest-first',
  clearOnLeave: false,
  streaming: true,
}

export const localFeed: TimelineFeed = {
  source: { kind: 'public', local: true },
  stream: { stream: 'public:local' },
  pollIntervalMs: 20_000,
  order: 'newest-first',
  clearOnLeave: false,
  streaming: true,
}

export const notificationsFeed: TimelineFeed = {
  source: { kind: 'notifications' },
  stream: { stream: 'user' },
  pollIntervalMs: 20_000,
  order: 'newest-first',
  clearOnLeave: false,
  streaming: true,
}

let columnCount = 0

/** Mount a column on a signed-in store; `columns` collects them for disposal. */
export function mountColumn(
  who: SignedIn,
  feed: TimelineFeed,
  columns: TimelineColumn[],
  now?: () => number,
): TimelineColumn {
  const column = mountTimelineColumn({
    store: who.store,
    accountKey: who.accountKey,
    columnId: `it-column-${++columnCount}`,
    feed,
    streams: who.streams,
    ...(now ? { now } : {}),
  })
  columns.push(column)
  return column
}

/** Every id the column holds, shown or queued. */
export function allIds(column: TimelineColumn): string[] {
  const state = column.state()
  return [...state.queue, ...state.shown]
}
