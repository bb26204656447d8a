import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { defaultLayout, layoutSchema, type DeckLayout } from './layout'
import { activeDeck, layoutReducer, type LayoutAction } from './layout-actions'

const account = 'lain@akkoma.example'

function deckWith(...kinds: string[]): DeckLayout {
  return defaultLayout(
    account,
    kinds.map((kind) => ({ kind })),
    'Main',
  )
}

function kinds(layout: DeckLayout): string[] {
  return activeDeck(layout).columns.map((column) => column.kind)
}

function idOf(layout: DeckLayout, kind: string): string {
  const column = activeDeck(layout).columns.find((candidate) => candidate.kind === kind)
  if (!column) throw new Error(`no ${kind} column`)
  return column.id
}

function apply(layout: DeckLayout, ...actions: LayoutAction[]): DeckLayout {
  return actions.reduce(layoutReducer, layout)
}

describe('deck layout', () => {
  it('adds columns at the end or at a position, each with default settings', () => {
    const layout = apply(
      deckWith('home'),
      { type: 'addColumn', kind: 'tag', params: { tag: 'cats' }, account },
      { type: 'addColumn', kind: 'local', params: {}, account, at: 0 },
    )
    expect(kinds(layout)).toEqual(['local', 'home', 'tag'])
    const tag = activeDeck(layout).columns[2]
    expect(tag).toMatchObject({ params: { tag: 'cats' }, account, width: 'medium' })
    expect(tag?.settings).toEqual({
      hideRepeats: false,
      hideReplies: false,
      hideBots: false,
      mediaOnly: false,
      filters: [],
      streaming: true,
    })
  })

  it('moves a column to a position and by one step, clamped at the ends', () => {
    let layout = deckWith('home', 'local', 'federated', 'bookmarks')
    layout = apply(layout, { type: 'moveColumn', columnId: idOf(layout, 'bookmarks'), to: 0 })
    expect(kinds(layout)).toEqual(['bookmarks', 'home', 'local', 'federated'])
    layout = apply(layout, { type: 'moveColumnBy', columnId: idOf(layout, 'home'), by: 1 })
    expect(kinds(layout)).toEqual(['bookmarks', 'local', 'home', 'federated'])
    const before = layout
    layout = apply(layout, { type: 'moveColumnBy', columnId: idOf(layout, 'bookmarks'), by: -1 })
    expect(layout).toBe(before)
    layout = apply(layout, { type: 'moveColumn', columnId: idOf(layout, 'home'), to: 99 })
    expect(kinds(layout)).toEqual(['bookmarks', 'local', 'federated', 'home'])
  })

  it('removes a column and ignores unknown ids', () => {
    const layout = deckWith('home', 'local')
    const removed = apply(layout, { type: 'removeColumn', columnId: idOf(layout, 'home') })
    expect(kinds(removed)).toEqual(['local'])
    expect(apply(removed, { type: 'removeColumn', columnId: 'nope' })).toBe(removed)
  })

  it('resizes to a preset or to pixels clamped to the allowed range', () => {
    let layout = deckWith('home')
    const id = idOf(layout, 'home')
    layout = apply(layout, { type: 'resizeColumn', columnId: id, width: 'wide' })
    expect(activeDeck(layout).columns[0]?.width).toBe('wide')
    layout = apply(layout, { type: 'resizeColumn', columnId: id, width: 5000 })
    expect(activeDeck(layout).columns[0]?.width).toBe(900)
    layout = apply(layout, { type: 'resizeColumn', columnId: id, width: 10 })
    expect(activeDeck(layout).columns[0]?.width).toBe(260)
  })

  it('configures params and merges settings', () => {
    let layout = deckWith('tag')
    const id = idOf(layout, 'tag')
    layout = apply(layout, {
      type: 'configureColumn',
      columnId: id,
      params: { tag: 'dogs' },
      settings: { hideBots: true, filters: ['/spoil(er)?s?/i'] },
    })
    expect(activeDeck(layout).columns[0]).toMatchObject({
      params: { tag: 'dogs' },
      settings: { hideBots: true, hideRepeats: false, filters: ['/spoil(er)?s?/i'] },
    })
  })

  it('keeps several named decks, switches between them, and never removes the last', () => {
    let layout = deckWith('home')
    const first = layout.activeDeckId
    layout = apply(layout, { type: 'addDeck', name: 'Moderation' })
    expect(layout.decks.map((deck) => deck.name)).toEqual(['Main', 'Moderation'])
    expect(kinds(layout)).toEqual([])
    layout = apply(layout, { type: 'addColumn', kind: 'reports', params: {}, account })
    layout = apply(layout, { type: 'switchDeck', deckId: first })
    expect(kinds(layout)).toEqual(['home'])
    layout = apply(layout, { type: 'removeDeck', deckId: first })
    expect(kinds(layout)).toEqual(['reports'])
    expect(apply(layout, { type: 'removeDeck', deckId: layout.activeDeckId })).toBe(layout)
  })

  it('accepts its own output and rejects a layout whose active deck is missing', () => {
    const layout = deckWith('home', 'local')
    expect(v.is(layoutSchema, layout)).toBe(true)
    expect(v.is(layoutSchema, { ...layout, activeDeckId: 'gone' })).toBe(false)
    expect(v.is(layoutSchema, { decks: [], activeDeckId: '' })).toBe(false)
  })
})
