import { Suspense } from 'react'
import { lazyAfterFirstPaint } from '../ui/common/lazy-after-first-paint'

// The account controls use the shared menu and modal; they load after the first status.
const LazyAccountBar = lazyAfterFirstPaint(() => import('../ui/auth/AccountBar'))

export function AccountBar() {
  return (
    <Suspense fallback={null}>
      <LazyAccountBar />
    </Suspense>
  )
}
