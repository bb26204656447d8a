// Atoms kept by key (a column id, an account, a settings or deck owner) belong to one Jotai
// store. Every keyed atom of the app comes from a family made here, so there is one scoping
// rule: two stores (two tests, a second account's store) never share an atom, and a key that is
// removed takes its atoms with it (house rule 8). A store that is dropped frees its families'
// entries with it (WeakMap).

import type { Store } from 'jotai'

export interface KeyedAtoms<K, V> {
  /** The store's value for the key, made by `create` on first use. */
  get(store: Store, key: K, create: (key: K) => V): V
  /** The store's value for the key if one was made, without making it. */
  peek(store: Store, key: K): V | undefined
  /** Forget the key in this store; true when there was something to forget. */
  remove(store: Store, key: K): boolean
  /** The keys and values this store holds now (a copy: removing while iterating is safe). */
  entries(store: Store): [K, V][]
  /** How many keys this store holds. */
  size(store: Store): number
}

/** A family of values (atoms, or records of atoms) keyed per store and then by key. */
export function keyedAtoms<K, V>(): KeyedAtoms<K, V> {
  const stores = new WeakMap<Store, Map<K, V>>()
  const mapOf = (store: Store): Map<K, V> => {
    let found = stores.get(store)
    if (!found) {
      found = new Map()
      stores.set(store, found)
    }
    return found
  }
  return {
    get(store, key, create) {
      const map = mapOf(store)
      let found = map.get(key)
      if (found === undefined) {
        found = create(key)
        map.set(key, found)
      }
      return found
    },
    peek: (store, key) => stores.get(store)?.get(key),
    remove: (store, key) => stores.get(store)?.delete(key) ?? false,
    entries: (store) => [...(stores.get(store) ?? [])],
    size: (store) => stores.get(store)?.size ?? 0,
  }
}
