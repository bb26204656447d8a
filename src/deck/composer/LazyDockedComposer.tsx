import { Suspense } from 'react'
import { lazyAfterFirstPaint } from '../../ui/common/lazy-after-first-paint'

// The composer's code is the largest piece of the deck and of a focused view: the first
// statuses come first, then the post form takes its place.
const DockedComposer = lazyAfterFirstPaint(() =>
  import('./DockedComposer').then((m) => ({ default: m.DockedComposer })),
)

/** The docked post form, with a placeholder of its size until its code is there. */
export function LazyDockedComposer({ account }: { account: string }) {
  return (
    <Suspense fallback={<div className="docked-composer-placeholder" />}>
      <DockedComposer account={account} />
    </Suspense>
  )
}
