import { useEffect } from 'react'
import { POLL_REFRESH_MS } from '../../lib/status/poll'

/**
 * While a poll is on screen it is refreshed every 30 s; unmounting (the poll is gone) stops it.
 * `refresh` should be stable for the poll's id.
 */
export function usePollTracking(pollId: string | null, refresh: (id: string) => void): void {
  useEffect(() => {
    if (pollId === null) return
    const timer = setInterval(() => {
      refresh(pollId)
    }, POLL_REFRESH_MS)
    return () => {
      clearInterval(timer)
    }
  }, [pollId, refresh])
}
