import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeAll, expect } from 'vitest'

// jsdom lays nothing out, so the headless library behind the primitives (Ariakit) would take
// every element for invisible and focus none. Browsers have Element.checkVisibility(); this one
// answers from what jsdom does know: `hidden`, display and visibility.
function visible(element: Element): boolean {
  for (let at: Element | null = element; at; at = at.parentElement) {
    if (at instanceof HTMLElement && at.hidden) return false
    const style = getComputedStyle(at)
    if (style.display === 'none' || style.visibility === 'hidden') return false
  }
  return element.isConnected
}

const prototype = Element.prototype as Partial<Element>
if (typeof prototype.checkVisibility !== 'function') {
  Object.defineProperty(Element.prototype, 'checkVisibility', {
    configurable: true,
    value(this: Element) {
      return visible(this)
    },
  })
}
// Nor does it scroll: scrolling an item into view does nothing here.
if (typeof prototype.scrollIntoView !== 'function') {
  Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value() {} })
}

// The primitives' behaviour and the icons the first paint does not show load on demand in the
// app; component tests (the .tsx ones) render them at once. Pure tests skip loading them: on a
// loaded machine it takes seconds.
beforeAll(async () => {
  if (expect.getState().testPath?.endsWith('.tsx') !== true) return
  const { preloadPrimitives } = await import('../../src/ui/primitives/preload')
  const { loadMoreIcons } = await import('../../src/ui/common/Icon')
  await Promise.all([preloadPrimitives(), loadMoreIcons()])
}, 60_000)

afterEach(() => {
  cleanup()
  localStorage.clear()
})
