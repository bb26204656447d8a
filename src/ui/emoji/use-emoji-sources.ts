import { useEffect, useRef, useState } from 'react'
import type { Emoji } from '../../entities'
import type { EmojiGroup } from './emoji-groups'
import { loadUnicodeEmoji } from './unicode-emoji'

export type Loadable<T> =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'error' }

/** Loads a source once it is first wanted (the unicode data, the stickers). */
function useLazy<T>(wanted: boolean, load: (() => Promise<T>) | undefined): Loadable<T> {
  const [state, setState] = useState<Loadable<T>>({ kind: 'idle' })
  const started = useRef(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  useEffect(() => {
    if (!wanted || !load || started.current) return
    started.current = true
    setState({ kind: 'loading' })
    load()
      .then((value) => mounted.current && setState({ kind: 'ready', value }))
      .catch(() => mounted.current && setState({ kind: 'error' }))
  }, [wanted, load])
  return state
}

export function useUnicodeEmoji(wanted: boolean): Loadable<EmojiGroup[]> {
  return useLazy(wanted, loadUnicodeEmoji)
}

export function useStickers(
  wanted: boolean,
  load: (() => Promise<Emoji[]>) | undefined,
): Loadable<Emoji[]> {
  return useLazy(wanted, load)
}

/** The value after it has stayed unchanged for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
