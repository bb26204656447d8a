import { lazy, Suspense } from 'react'

// The account controls use the shared menu and modal; they load after the first frame.
const LazyAccountBar = lazy(() => import('../ui/auth/AccountBar'))

export function AccountBar() {
  return (
    <Suspense fallback={null}>
      <LazyAccountBar />
    </Suspense>
  )
}
