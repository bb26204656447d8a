import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { lookChoiceAtom, resolveLook, type LookChoice } from '../../settings/look'

const darkQuery = '(prefers-color-scheme: dark)'
const contrastQuery = '(prefers-contrast: more)'

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches
}

export function applyLook(choice: LookChoice): void {
  // A theme beyond the looks (src/settings/theme-vars.ts) sets its own scheme.
  if (document.documentElement.hasAttribute('data-theme')) return
  const look = resolveLook(choice, {
    dark: matches(darkQuery),
    moreContrast: matches(contrastQuery),
  })
  document.documentElement.setAttribute('data-look', look)
}

/**
 * Keeps <html data-look> on the chosen look: public/look.js set it before the first paint; this
 * follows later choices and, while the choice is the system's, the system's changes.
 */
export function LookSync() {
  const choice = useAtomValue(lookChoiceAtom)
  useEffect(() => {
    applyLook(choice)
    if (choice !== 'system' || typeof window.matchMedia !== 'function') return
    const queries = [window.matchMedia(darkQuery), window.matchMedia(contrastQuery)]
    const follow = () => {
      applyLook('system')
    }
    for (const query of queries) query.addEventListener('change', follow)
    return () => {
      for (const query of queries) query.removeEventListener('change', follow)
    }
  }, [choice])
  return null
}
