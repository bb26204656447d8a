import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { inlineComposerAtom } from '../ui/composer/inline-composers'
import { columnFocusAtom } from './column-focus'
import { deckAtoms } from './deck-store'
import { activeDeck } from './layout-actions'

describe('deck atoms', () => {
  it('forgets the focus and open composers of a removed column, and only of that one', () => {
    const store = createStore()
    const atoms = deckAtoms(
      store,
      'forget@test.example',
      [{ kind: 'home' }, { kind: 'local' }],
      'Main',
    )
    const [gone, kept] = activeDeck(store.get(atoms.layout)).columns
    if (!gone || !kept) throw new Error('the seed makes two columns')
    const goneComposer = inlineComposerAtom(store, gone.id, 'row-1')
    const keptComposer = inlineComposerAtom(store, kept.id, 'row-1')
    const goneFocus = columnFocusAtom(store, gone.id)
    store.set(goneComposer, 'reply')

    store.set(atoms.dispatch, { type: 'removeColumn', columnId: gone.id })

    expect(activeDeck(store.get(atoms.layout)).columns.map((column) => column.id)).toEqual([
      kept.id,
    ])
    expect(inlineComposerAtom(store, gone.id, 'row-1')).not.toBe(goneComposer)
    expect(columnFocusAtom(store, gone.id)).not.toBe(goneFocus)
    expect(inlineComposerAtom(store, kept.id, 'row-1')).toBe(keptComposer)
  })
})
