import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import {
  columnOfElement,
  forgetInlineComposers,
  inlineComposerAtom,
  toggledKind,
} from './inline-composers'

describe('inline composer state', () => {
  it('toggles the pressed kind and lets the other kind replace it', () => {
    expect(toggledKind(null, 'reply')).toBe('reply')
    expect(toggledKind('reply', 'reply')).toBeNull()
    expect(toggledKind('reply', 'quote')).toBe('quote')
  })

  it('keeps one state per column and row, dropped with the column', () => {
    const store = createStore()
    store.set(inlineComposerAtom(store, 'home', '1'), 'reply')
    expect(store.get(inlineComposerAtom(store, 'home', '1'))).toBe('reply')
    expect(store.get(inlineComposerAtom(store, 'local', '1'))).toBeNull()
    expect(store.get(inlineComposerAtom(store, 'home', '2'))).toBeNull()
    forgetInlineComposers(store, 'home')
    expect(store.get(inlineComposerAtom(store, 'home', '1'))).toBeNull()
  })

  it('finds the column around an element, but not through a dialog', () => {
    document.body.innerHTML = `
      <section data-column-id="home"><p id="card"></p>
        <div role="dialog"><p id="popover"></p></div></section>
      <p id="outside"></p>`
    expect(columnOfElement(document.getElementById('card'))).toBe('home')
    expect(columnOfElement(document.getElementById('popover'))).toBeNull()
    expect(columnOfElement(document.getElementById('outside'))).toBeNull()
    expect(columnOfElement(null)).toBeNull()
  })
})
