// The deck's keyboard commands act on the focused status card from outside. Each mounted card
// registers a handle on its <article>; `statusHandleFor(element)` finds the handle of the card
// containing an element (e.g. document.activeElement). Cards also accept a `handleRef` prop.

export interface StatusCardHandle {
  /** The status shown (the original of a repeat). */
  readonly statusId: string
  reply: () => void
  favourite: () => void
  repeat: () => void
  quote: () => void
  bookmark: () => void
  /** Open the reaction picker (or react with `emoji` directly). */
  react: (emoji?: string) => void
  /** Open the media viewer on the first (or the given) attachment. */
  openMedia: (index?: number) => void
  toggleContentWarning: () => void
  mention: () => void
  openProfile: () => void
  /** Move keyboard focus to the card. */
  focus: () => void
}

const handles = new WeakMap<Element, StatusCardHandle>()

export function registerStatusHandle(element: Element, handle: StatusCardHandle): () => void {
  handles.set(element, handle)
  return () => {
    if (handles.get(element) === handle) handles.delete(element)
  }
}

/** The handle of the status card that contains `element`, if any. */
export function statusHandleFor(element: Element | null | undefined): StatusCardHandle | undefined {
  let at: Element | null | undefined = element
  while (at) {
    const found = handles.get(at)
    if (found) return found
    at = at.parentElement?.closest('article[data-status-id]') ?? null
  }
  return undefined
}
