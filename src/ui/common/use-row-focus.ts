import { useEffect, useRef, type RefObject } from 'react'

/**
 * The deck's reading focus (j/k) in a short list that is not a virtualised feed (announcements,
 * chats): rows carry `data-row-id` and `data-index`; the focused row's article takes focus when
 * the deck moves it, and a click or Tab into a row makes it the focused one.
 */
export function useRowFocus(
  listRef: RefObject<HTMLElement | null>,
  focusedId: string | null | undefined,
  onFocusRow: ((id: string) => void) | undefined,
): void {
  useEffect(() => {
    const list = listRef.current
    if (!list || !focusedId) return
    const row = list.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(focusedId)}"]`)
    if (!row || row.contains(document.activeElement)) return
    const target = row.querySelector<HTMLElement>('article') ?? row
    target.focus()
  }, [listRef, focusedId])
  const latest = useRef(onFocusRow)
  useEffect(() => {
    latest.current = onFocusRow
  })
  useEffect(() => {
    const list = listRef.current
    if (!list) return undefined
    const onFocusIn = (event: FocusEvent) => {
      const row = event.target instanceof Element ? event.target.closest('[data-row-id]') : null
      const id = row?.getAttribute('data-row-id')
      if (id) latest.current?.(id)
    }
    list.addEventListener('focusin', onFocusIn)
    return () => list.removeEventListener('focusin', onFocusIn)
  }, [listRef])
}
