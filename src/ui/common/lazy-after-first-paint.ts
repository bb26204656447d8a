import {
  createElement,
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
  type ReactNode,
} from 'react'
import { afterFirstPaint, whenIdleAfterFirstPaint } from '../../lib/first-paint'

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

type PropsOf<C> = C extends (props: infer P) => ReactNode ? P : never

/**
 * A dialog or overlay (media viewer, palette, column picker, settings panels), by its module and
 * export name: its code is fetched when the browser is idle after the first status, or when it
 * opens first, whichever comes first. It renders nothing until its code is there.
 */
export function lazyDialog<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): (props: PropsOf<M[K]>) => ReactElement {
  const Lazy = lazyPreloadable(() =>
    load().then((module) => ({ default: module[name] as ComponentType<PropsOf<M[K]>> })),
  )
  whenIdleAfterFirstPaint(() => void Lazy.preload())
  return function LazyDialog(props: PropsOf<M[K]>) {
    return createElement(Suspense, { fallback: null }, createElement(Lazy, props))
  }
}
