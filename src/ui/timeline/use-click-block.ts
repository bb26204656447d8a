import { useCallback, useEffect, useRef } from 'react'
import { CLICK_BLOCK_MS } from '../../state/constants'

/**
 * Spec 1: clicks are blocked for 1 s after new statuses are shown, so a pointer aimed at a card
 * that new ones just pushed down does not land on another. The timeline stamps each show
 * (`clickBlockedUntil`); the second counts from when the column painted it, since a column may
 * paint a stream's statuses a moment after the timeline took them.
 */
export function useClickBlock(shownStamp: number): () => boolean {
  const until = useRef(0)
  useEffect(() => {
    if (shownStamp > 0) until.current = Date.now() + CLICK_BLOCK_MS
  }, [shownStamp])
  return useCallback(() => Date.now() < until.current, [])
}

/**
 * Whether a click on the feed is swallowed: only a pointer's (`detail` counts presses), never
 * Enter or Space on a focused control, whose target does not move under the reader.
 */
export function swallowsClick(detail: number, blocked: boolean): boolean {
  return blocked && detail > 0
}
