import { useStore } from 'jotai'
import { useEffect, useRef } from 'react'
import type { DeckAtoms } from './deck-store'
import type { DeckLayout } from './layout'
import { pullLayout, pushLayout } from './layout-sync'

const pushDelayMs = 2000

/**
 * Keeps a signed-in owner's decks in step with the server: on start the newer of the local and
 * the stored layout wins; after each local change the layout is saved a moment later. Not a
 * one-off load (useLoad): it listens to the layout for as long as the deck is shown.
 */
export function useLayoutSync(atoms: DeckAtoms, accountKey: string): void {
  const store = useStore()
  const version = useRef<number | null>(null)
  const lastSynced = useRef<DeckLayout | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    const target = { store, accountKey, signal: controller.signal }
    const live = () => !controller.signal.aborted
    let timer: ReturnType<typeof setTimeout> | undefined
    const save = (layout: DeckLayout) => {
      const known = version.current
      if (known === null || layout === lastSynced.current) return
      pushLayout(target, layout, known).then(
        (remote) => {
          version.current = remote.version
          lastSynced.current = remote.layout
          if (live() && remote.layout && remote.layout !== layout) {
            store.set(atoms.dispatch, { type: 'replace', layout: remote.layout })
          }
        },
        (error: unknown) => console.warn('Could not save the decks to the server', error),
      )
    }
    pullLayout(target).then(
      (remote) => {
        if (!live()) return
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
      controller.abort()
      clearTimeout(timer)
      unsubscribe()
    }
  }, [store, atoms, accountKey])
}
