import { useEffect, useState } from 'react'

/**
 * A part of a primitive that loads on demand (the headless library behind menus, selects,
 * dialogs, popovers and tabs stays out of the initial bundle). Once loaded it renders at once,
 * so a part preloaded on intent (pointer over, focus) opens without a wait.
 */
export interface LazyPart<T> {
  load: () => Promise<T>
  current: () => T | undefined
}

export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let loaded: T | undefined
  let pending: Promise<T> | undefined
  const load = () => {
    pending ??= importer().then(
      (module) => {
        loaded = module
        return module
      },
      (error: unknown) => {
        // A failed chunk (network) may be retried by the next attempt to open.
        pending = undefined
        throw error
      },
    )
    return pending
  }
  return { load, current: () => loaded }
}

/** The part when it is loaded; starts loading it while `wanted`. */
export function useLazyPart<T>(part: LazyPart<T>, wanted: boolean): T | undefined {
  const [module, setModule] = useState(part.current)
  useEffect(() => {
    if (!wanted || module !== undefined) return
    let live = true
    part.load().then(
      (loaded) => {
        if (live) setModule(() => loaded)
      },
      (error: unknown) => {
        console.error('A part of the interface could not be loaded', error)
      },
    )
    return () => {
      live = false
    }
  }, [part, wanted, module])
  return module ?? part.current()
}

/** Loads a part in an idle moment after the first paint (the menus every card shows). */
const scheduled = new WeakSet<LazyPart<unknown>>()

export function preloadWhenIdle(part: LazyPart<unknown>): void {
  if (scheduled.has(part) || part.current() !== undefined || typeof window === 'undefined') return
  scheduled.add(part)
  const start = () => {
    part.load().catch(() => undefined)
  }
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 5000 })
  else setTimeout(start, 2000)
}
