// How an incoming copy of an entity differs from the one held. A copy equal to the held one is
// not written at all (the held object stays, so nothing that shows it re-renders); a copy that
// differs only in counters that move with every post (an author's statuses_count during a
// burst of their posts) is stored, but a stream does not re-render cards for it.

import type { EntityKind } from './entity-cache'

export type EntityChange = 'same' | 'counters' | 'changed'

/** Fields that change as a side effect of activity elsewhere; nothing on a card reads them. */
const counterFields: { readonly [K in EntityKind]?: ReadonlySet<string> } = {
  users: new Set(['statuses_count', 'followers_count', 'friends_count', 'last_status_at']),
}

/** Structural equality of JSON-like values (normalised entities hold nothing else). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false
    for (let index = 0; index < a.length; index++) {
      if (!sameValue(a[index], b[index])) return false
    }
    return true
  }
  if (Array.isArray(b)) return false
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  let keys = 0
  for (const key in left) {
    keys++
    if (!(key in right) || !sameValue(left[key], right[key])) return false
  }
  for (const _key in right) keys--
  return keys === 0
}

export function entityChange(kind: EntityKind, held: object, incoming: object): EntityChange {
  if (held === incoming) return 'same'
  const counters = counterFields[kind]
  const left = held as Record<string, unknown>
  const right = incoming as Record<string, unknown>
  // Plain loops, no key sets: this runs for every entity of every stream event.
  let change: EntityChange = 'same'
  let keys = 0
  for (const key in left) {
    keys++
    if (sameValue(left[key], right[key])) continue
    if (!counters?.has(key)) return 'changed'
    change = 'counters'
  }
  for (const _key in right) keys--
  return keys === 0 ? change : 'changed'
}
