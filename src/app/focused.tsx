import { lazy } from 'react'

// The deck and the focused single-column views of every timeline-like route load after the
// first frame (they carry the virtual list, drag and drop and the status card).
export const FocusedView = lazy(async () => {
  const module = await import('../deck/FocusedRoute')
  return { default: module.FocusedRoute }
})
