// What a search with resolve=true does on a real instance: an `@user@host` handle goes through
// WebFinger and an object's URL is fetched, and what comes back is stored (with a new local id,
// as Akkoma inserts it). The local instance has no network: the accounts and posts "out there"
// are seeded into `store.remote`, and resolving moves them in.

import type { Store } from '../store/store'
import type { Status, User } from '../store/types'

export interface Resolved {
  user?: User
  status?: Status
}

const HANDLE = /^@?([\w.-]+)@([\w.-]+\.[\w-]+)$/

/** Bring a remote account known out there into the instance (or find it here already). */
export function fetchAccount(store: Store, acct: string): User | undefined {
  const known = store.findByAcct(acct)
  if (known) return known
  const key = acct.replace(/^@/, '').toLowerCase()
  const remote = store.remote.users.get(key)
  if (!remote) return undefined
  store.remote.users.delete(key)
  store.users.set(remote.id, remote)
  return remote
}

/** Bring a remote post known out there into the instance, with its author. */
function fetchObject(store: Store, uri: string): Status | undefined {
  const remote = store.remote.statuses.get(uri)
  if (!remote) return undefined
  const author = [...store.remote.users.values()].find((user) => user.id === remote.authorId)
  if (author) fetchAccount(store, `${author.nickname}@${author.domain ?? ''}`)
  store.remote.statuses.delete(uri)
  const fetched = { ...remote, id: store.flake.next(store.now()) }
  store.addStatus(fetched)
  return fetched
}

function statusByUri(store: Store, uri: string): Status | undefined {
  const local = /\/notice\/([\w]+)$/.exec(uri)?.[1]
  if (local && uri.startsWith(store.origin)) return store.statuses.get(local)
  const uuid = /\/objects\/([\w-]+)$/.exec(uri)?.[1]
  if (!uuid) return undefined
  for (const status of store.statuses.values()) if (status.uuid === uuid) return status
  return undefined
}

/**
 * Resolve a search query the way Akkoma's search does with resolve=true: a handle finds (or
 * fetches) the account; a profile URL (`https://host/users/nick`) the account; an object URL
 * (`/objects/<uuid>`, a local `/notice/<id>`) the post. Anything else resolves nothing.
 */
export function resolveQuery(store: Store, query: string): Resolved {
  const q = query.trim()
  const handle = HANDLE.exec(q)
  if (handle) {
    const user = fetchAccount(store, `${handle[1] ?? ''}@${handle[2] ?? ''}`)
    return user ? { user } : {}
  }
  let url: URL
  try {
    url = new URL(q)
  } catch {
    return {}
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return {}
  const profile = /^\/(?:users\/|@)([\w.-]+)\/?$/.exec(url.pathname)?.[1]
  if (profile) {
    const local = url.origin === store.origin
    const user = local ? store.findByAcct(profile) : fetchAccount(store, `${profile}@${url.host}`)
    return user ? { user } : {}
  }
  const status = statusByUri(store, q) ?? fetchObject(store, q)
  return status ? { status } : {}
}
