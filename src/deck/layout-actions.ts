import type { ColumnParams } from '../../columns/params'
import {
  clampWidth,
  defaultColumnSettings,
  newId,
  type ColumnConfig,
  type ColumnSettings,
  type ColumnWidth,
  type Deck,
  type DeckLayout,
} from './layout'

export type LayoutAction =
  | { type: 'addColumn'; kind: string; params: ColumnParams; account: string; at?: number }
  | { type: 'removeColumn'; columnId: string }
  | { type: 'moveColumn'; columnId: string; to: number }
  | { type: 'moveColumnBy'; columnId: string; by: -1 | 1 }
  | { type: 'resizeColumn'; columnId: string; width: ColumnWidth }
  | {
      type: 'configureColumn'
      columnId: string
      params?: ColumnParams
      settings?: Partial<ColumnSettings>
    }
  | { type: 'addDeck'; name: string }
  | { type: 'renameDeck'; deckId: string; name: string }
  | { type: 'removeDeck'; deckId: string }
  | { type: 'switchDeck'; deckId: string }
  /** A whole layout from elsewhere (synced from the server's settings profile). */
  | { type: 'replace'; layout: DeckLayout }

export function activeDeck(layout: DeckLayout): Deck {
  const deck = layout.decks.find((candidate) => candidate.id === layout.activeDeckId)
  // The schema guarantees the active deck exists; the first deck is a safe answer regardless.
  return deck ?? (layout.decks[0] as Deck)
}

function updateActiveColumns(
  layout: DeckLayout,
  update: (columns: ColumnConfig[]) => ColumnConfig[],
): DeckLayout {
  const deck = activeDeck(layout)
  const columns = update(deck.columns)
  if (columns === deck.columns) return layout
  return {
    ...layout,
    decks: layout.decks.map((candidate) => (candidate === deck ? { ...deck, columns } : candidate)),
  }
}

function moveTo(columns: ColumnConfig[], columnId: string, to: number): ColumnConfig[] {
  const from = columns.findIndex((column) => column.id === columnId)
  const target = Math.max(0, Math.min(columns.length - 1, to))
  if (from < 0 || from === target) return columns
  const next = columns.slice()
  const [moved] = next.splice(from, 1)
  if (moved) next.splice(target, 0, moved)
  return next
}

function updateColumn(
  columns: ColumnConfig[],
  columnId: string,
  update: (column: ColumnConfig) => ColumnConfig,
): ColumnConfig[] {
  const index = columns.findIndex((column) => column.id === columnId)
  const column = columns[index]
  if (!column) return columns
  const next = columns.slice()
  next[index] = update(column)
  return next
}

export function layoutReducer(layout: DeckLayout, action: LayoutAction): DeckLayout {
  switch (action.type) {
    case 'addColumn':
      return updateActiveColumns(layout, (columns) => {
        const column: ColumnConfig = {
          id: newId('col'),
          kind: action.kind,
          params: action.params,
          account: action.account,
          width: 'medium',
          settings: defaultColumnSettings(),
        }
        const next = columns.slice()
        next.splice(action.at ?? columns.length, 0, column)
        return next
      })
    case 'removeColumn':
      return updateActiveColumns(layout, (columns) =>
        columns.some((column) => column.id === action.columnId)
          ? columns.filter((column) => column.id !== action.columnId)
          : columns,
      )
    case 'moveColumn':
      return updateActiveColumns(layout, (columns) => moveTo(columns, action.columnId, action.to))
    case 'moveColumnBy':
      return updateActiveColumns(layout, (columns) => {
        const from = columns.findIndex((column) => column.id === action.columnId)
        return from < 0 ? columns : moveTo(columns, action.columnId, from + action.by)
      })
    case 'resizeColumn': {
      const width = typeof action.width === 'number' ? clampWidth(action.width) : action.width
      return updateActiveColumns(layout, (columns) =>
        updateColumn(columns, action.columnId, (column) => ({ ...column, width })),
      )
    }
    case 'configureColumn':
      return updateActiveColumns(layout, (columns) =>
        updateColumn(columns, action.columnId, (column) => ({
          ...column,
          params: action.params ?? column.params,
          settings: { ...column.settings, ...action.settings },
        })),
      )
    case 'addDeck': {
      const deck: Deck = { id: newId('deck'), name: action.name, columns: [] }
      return { ...layout, decks: [...layout.decks, deck], activeDeckId: deck.id }
    }
    case 'renameDeck':
      return {
        ...layout,
        decks: layout.decks.map((deck) =>
          deck.id === action.deckId ? { ...deck, name: action.name } : deck,
        ),
      }
    case 'removeDeck': {
      // The last deck stays: a layout always has one.
      if (layout.decks.length < 2) return layout
      const decks = layout.decks.filter((deck) => deck.id !== action.deckId)
      if (decks.length === layout.decks.length) return layout
      const activeDeckId =
        layout.activeDeckId === action.deckId ? (decks[0]?.id ?? '') : layout.activeDeckId
      return { ...layout, decks, activeDeckId }
    }
    case 'replace':
      return action.layout
    case 'switchDeck':
      return layout.decks.some((deck) => deck.id === action.deckId)
        ? { ...layout, activeDeckId: action.deckId }
        : layout
  }
}
