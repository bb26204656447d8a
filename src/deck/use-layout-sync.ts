import { useStore } from 'jotai'
import { useEffect, useRef } from 'react'
import type { ApiClient } from '../api/client'
import type { DeckAtoms } from './deck-store'
import type { DeckLayout } from './layout'
import { pullLayout, pushLayout } from './layout-sync'

const pushDelayMs = 2000

/**
 * Keeps a signed-in owner's decks in step with the server: on start the newer of the local and
 * the stored layout wins; after each local change the layout is saved a moment later.
 */
export function useLayoutSync(atoms: DeckAtoms, client: ApiClient | null): void {
  const store = useStore()
  const version = useRef<number | null>(null)
  const lastSynced = useRef<DeckLayout | null>(null)

  useEffect(() => {
    if (!client) return undefined
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const save = (layout: DeckLayout) => {
      const known = version.current
      if (known === null || layout === lastSynced.current) return
      pushLayout(client, layout, known).then(
        (remote) => {
          version.current = remote.version
          lastSynced.current = remote.layout
          if (live && remote.layout && remote.layout !== layout) {
            store.set(atoms.dispatch, { type: 'replace', layout: remote.layout })
          }
        },
        (error: unknown) => console.warn('Could not save the decks to the server', error),
      )
    }
    pullLayout(client).then(
      (remote) => {
        if (!live) return
        version.current = remote.version
        const local = store.get(atoms.layout)
        if (remote.layout && remote.layout.updatedAt > local.updatedAt) {
          lastSynced.current = remote.layout
          store.set(atoms.dispatch, { type: 'replace', layout: remote.layout })
        } else if (!remote.layout || local.updatedAt > remote.layout.updatedAt) {
          save(local)
        }
      },
      (error: unknown) => console.warn('Could not read the decks stored on the server', error),
    )
    const unsubscribe = store.sub(atoms.layout, () => {
      clearTimeout(timer)
      timer = setTimeout(() => save(store.get(atoms.layout)), pushDelayMs)
    })
    return () => {
      live = false
      clearTimeout(timer)
      unsubscribe()
    }
  }, [store, atoms, client])
}
