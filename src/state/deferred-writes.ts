// Atom writes of stream ingests, gathered. A burst of posts by one author rewrites that author
// hundreds of times a second, and every card showing them is subscribed: written one by one,
// each event would re-render all those cards. Values reach the cache maps at once (readers and
// columns see them); the atoms of subscribed entities are written together a moment later, with
// whatever value the map holds then, so a write that an optimistic patch overtook is not undone.
// They are written inside a React transition: the cards that re-render render interruptibly,
// between frames, rather than in one long task.

import { atom, type PrimitiveAtom, type Store } from 'jotai'
import { startTransition } from 'react'
import type { AccountCache, EntityKind } from './entity-cache'

/** Changes reach cards within this long (the column batch of a stream burst). */
export const STREAM_WRITE_DELAY_MS = 50

type Write = readonly [PrimitiveAtom<unknown>, unknown]

interface Pending {
  ids: Map<EntityKind, Set<string>>
  timer: ReturnType<typeof setTimeout> | null
}

const pendingByCache = new WeakMap<AccountCache, Pending>()

/** Every atom write of one flush in one store update: subscribers hear once. */
export const writeAtoms = atom(null, (_get, set, writes: readonly Write[]) => {
  for (const [target, value] of writes) set(target, value)
})

function pendingOf(cache: AccountCache): Pending {
  let found = pendingByCache.get(cache)
  if (!found) {
    found = { ids: new Map(), timer: null }
    pendingByCache.set(cache, found)
  }
  return found
}

function flush(store: Store, cache: AccountCache, pending: Pending): void {
  pending.timer = null
  const writes: Write[] = []
  for (const [kind, ids] of pending.ids) {
    const table = cache.tables[kind]
    for (const id of ids) {
      const target = table.atoms.get(id) as PrimitiveAtom<unknown> | undefined
      const value = table.values.get(id)
      if (target && value !== undefined && store.get(target) !== value) writes.push([target, value])
    }
  }
  pending.ids.clear()
  if (writes.length === 0) return
  startTransition(() => {
    store.set(writeAtoms, writes)
  })
}

/** Write the atom of `kind:id` from the cache's value after STREAM_WRITE_DELAY_MS. */
export function deferAtomWrite(
  store: Store,
  cache: AccountCache,
  kind: EntityKind,
  id: string,
): void {
  const pending = pendingOf(cache)
  let ids = pending.ids.get(kind)
  if (!ids) {
    ids = new Set()
    pending.ids.set(kind, ids)
  }
  ids.add(id)
  pending.timer ??= setTimeout(() => {
    flush(store, cache, pending)
  }, STREAM_WRITE_DELAY_MS)
}
