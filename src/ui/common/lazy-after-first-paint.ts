import { lazy, type LazyExoticComponent } from 'react'
import { afterFirstPaint } from '../../lib/first-paint'

/** What React's `lazy` takes: a function loading a module with a default component. */
type Loader = Parameters<typeof lazy>[0]
type Loaded<L extends Loader> = Awaited<ReturnType<L>>['default']

export type Preloadable<L extends Loader> = LazyExoticComponent<Loaded<L>> & {
  /** Start loading now (hover, focus, idle): the component is ready when it is shown. */
  preload: () => Promise<unknown>
}

function once<L extends Loader>(load: L): () => ReturnType<L> {
  let loading: ReturnType<L> | undefined
  return () => (loading ??= load() as ReturnType<L>)
}

/** A component loaded on demand, whose code can be asked for ahead of time. */
export function lazyPreloadable<L extends Loader>(load: L): Preloadable<L> {
  const start = once(load)
  return Object.assign(lazy<Loaded<L>>(start), { preload: start })
}

/**
 * A part of the frame that no first status needs (the composer, the menu's contents, the layout
 * sync): rendered where it belongs, its code fetched only once the first status is on screen,
 * or earlier on intent (`preload`).
 */
export function lazyAfterFirstPaint<L extends Loader>(load: L): Preloadable<L> {
  const start = once(load)
  return Object.assign(
    lazy<Loaded<L>>(() => afterFirstPaint().then(start)),
    { preload: start },
  )
}
