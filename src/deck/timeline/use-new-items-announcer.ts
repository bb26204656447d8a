import { useEffect, useRef, useState } from 'react'

/** At most one announcement of new items per this long, whatever the stream's pace. */
export const announceIntervalMs = 10_000

/**
 * The text for a polite live region: how many items wait in the queue, updated when the count
 * grows and at most once per interval, so a busy stream does not flood a screen reader.
 */
export function useNewItemsAnnouncer(queued: number, format: (count: number) => string): string {
  const [text, setText] = useState('')
  const lastAt = useRef(0)
  const lastCount = useRef(0)
  useEffect(() => {
    if (queued <= lastCount.current) {
      lastCount.current = queued
      return undefined
    }
    const announce = () => {
      lastAt.current = Date.now()
      lastCount.current = queued
      setText(format(queued))
    }
    const wait = lastAt.current + announceIntervalMs - Date.now()
    if (wait <= 0) {
      announce()
      return undefined
    }
    const timer = setTimeout(announce, wait)
    return () => clearTimeout(timer)
  }, [queued, format])
  return text
}
