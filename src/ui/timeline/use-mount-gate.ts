import { useEffect, useState } from 'react'
import { mountBudget } from './mount-budget'

/**
 * Whether a row may show its (costly) content yet. A row that arrived with a stream turn waits
 * for room in the shared frame budget (a few per frame, see mount-budget.ts), and a waiting row
 * outside the viewport does not ask until it comes into view, since the next turn usually
 * replaces it first. Any other row is ready at once.
 */
export function useMountGate(gated: boolean, inView: boolean): boolean {
  const [ready, setReady] = useState(() => !gated || (inView && mountBudget().take()))
  const asks = !ready && inView
  useEffect(() => {
    if (!asks) return undefined
    return mountBudget().wait(() => {
      setReady(true)
    })
  }, [asks])
  return ready
}
