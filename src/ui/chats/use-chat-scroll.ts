import { useLayoutEffect, useRef, type RefObject } from 'react'

/** How close to the bottom still counts as reading the newest message. */
const NEAR_BOTTOM_PX = 80

/**
 * A chat reads from the bottom: it opens there, and a new message (or one the reader sent)
 * scrolls it down while the reader is at the bottom; one reading older messages stays put, and
 * older messages loaded above keep the one being read where it was.
 */
export function useChatScroll(
  scrollRef: RefObject<HTMLDivElement | null>,
  newestKey: string,
  oldestKey: string,
): void {
  const atBottom = useRef(true)
  const lastHeight = useRef(0)
  const lastOldest = useRef(oldestKey)
  useLayoutEffect(() => {
    const element = scrollRef.current
    if (!element) return undefined
    const onScroll = () => {
      atBottom.current =
        element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    return () => element.removeEventListener('scroll', onScroll)
  }, [scrollRef])
  useLayoutEffect(() => {
    const element = scrollRef.current
    if (!element) return
    if (oldestKey !== lastOldest.current && !atBottom.current) {
      // Older messages came in above: keep the reader's place.
      element.scrollTop += element.scrollHeight - lastHeight.current
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight
    }
    lastOldest.current = oldestKey
    lastHeight.current = element.scrollHeight
  }, [scrollRef, newestKey, oldestKey])
}
