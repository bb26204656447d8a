/** Scrolls the element's scrolling ancestors just enough to show it (no-op where unsupported). */
export function revealElement(element: Element | null): void {
  // jsdom, which the component tests run in, has no scrollIntoView.
  if (element !== null && 'scrollIntoView' in element) element.scrollIntoView({ block: 'nearest' })
}
