import * as v from 'valibot'
import { columnParamsSchema, type ColumnParams } from '../../columns/params'

// The user's decks: named rows of columns. Each column names its kind (a folder of columns/),
// the params that kind validates, the signed-in account it reads from, its width and its own
// settings. Stored per account with a schema and a version, and synced to the server's
// front-end settings profiles so another browser gets the same decks.

export const columnWidths = ['narrow', 'medium', 'wide'] as const
export type ColumnWidthPreset = (typeof columnWidths)[number]
/** A preset, or pixels after a drag resize. */
export type ColumnWidth = ColumnWidthPreset | number

export const minColumnWidthPx = 260
export const maxColumnWidthPx = 900
export const presetWidthPx: Record<ColumnWidthPreset, number> = {
  narrow: 300,
  medium: 380,
  wide: 520,
}

const columnSettingsSchema = v.object({
  hideRepeats: v.optional(v.boolean(), false),
  hideReplies: v.optional(v.boolean(), false),
  hideBots: v.optional(v.boolean(), false),
  mediaOnly: v.optional(v.boolean(), false),
  /** Words, or /regular expressions/, that hide a status in this column. */
  filters: v.optional(v.array(v.string()), []),
  streaming: v.optional(v.boolean(), true),
})

export type ColumnSettings = v.InferOutput<typeof columnSettingsSchema>

const columnSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  kind: v.pipe(v.string(), v.minLength(1)),
  params: columnParamsSchema,
  /** The signed-in account the column reads from ("nick@host"). */
  account: v.string(),
  width: v.union([
    v.picklist(columnWidths),
    v.pipe(v.number(), v.minValue(minColumnWidthPx), v.maxValue(maxColumnWidthPx)),
  ]),
  settings: columnSettingsSchema,
})

export type ColumnConfig = v.InferOutput<typeof columnSchema>

const deckSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  columns: v.array(columnSchema),
})

export type Deck = v.InferOutput<typeof deckSchema>

export const layoutSchema = v.pipe(
  v.object({
    decks: v.pipe(v.array(deckSchema), v.minLength(1)),
    activeDeckId: v.string(),
    /** When the layout last changed (epoch ms): the newer of two copies wins a sync. */
    updatedAt: v.optional(v.number(), 0),
  }),
  v.check(
    (layout) => layout.decks.some((deck) => deck.id === layout.activeDeckId),
    'the active deck must be one of the decks',
  ),
)

export type DeckLayout = v.InferOutput<typeof layoutSchema>

export const layoutVersion = 1

export function defaultColumnSettings(): ColumnSettings {
  return v.parse(columnSettingsSchema, {})
}

export function newId(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}`
}

export function columnWidthPx(width: ColumnWidth): number {
  return typeof width === 'number' ? width : presetWidthPx[width]
}

export function clampWidth(px: number): number {
  return Math.round(Math.min(maxColumnWidthPx, Math.max(minColumnWidthPx, px)))
}

export interface ColumnSeed {
  kind: string
  params?: ColumnParams
}

/** A first deck holding the given columns, all reading from one account. */
export function defaultLayout(account: string, seeds: ColumnSeed[], deckName: string): DeckLayout {
  const deck: Deck = {
    id: newId('deck'),
    name: deckName,
    columns: seeds.map((seed) => ({
      id: newId('col'),
      kind: seed.kind,
      params: seed.params ?? {},
      account,
      width: 'medium',
      settings: defaultColumnSettings(),
    })),
  }
  return { decks: [deck], activeDeckId: deck.id, updatedAt: 0 }
}
