import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * Calls onClose when the route changes, not when the caller mounts: the menu's code arrives
 * after the first paint, and a reader who opened the menu before that must find it open.
 */
export function useCloseOnRouteChange(onClose: () => void): void {
  const { pathname } = useLocation()
  const latest = useRef(onClose)
  useEffect(() => {
    latest.current = onClose
  })
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    latest.current()
  }, [pathname])
}
