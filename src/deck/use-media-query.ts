import { useSyncExternalStore } from 'react'

/** Spec 1 section 9: mobile at width 800 or less; wide at 1280 or more. */
export const phoneQuery = '(max-width: 800px)'
export const wideQuery = '(min-width: 1280px)'

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', notify)
      return () => list.removeEventListener('change', notify)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
