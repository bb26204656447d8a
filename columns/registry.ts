import * as v from 'valibot'
import { bookmarksColumn } from './bookmarks'
import { bubbleColumn } from './bubble'
import { dmsColumn } from './dms'
import { favouritesColumn } from './favourites'
import { federatedColumn } from './federated'
import { homeColumn } from './home'
import { listColumn } from './list'
import { localColumn } from './local'
import { tagColumn } from './tag'
import { threadColumn } from './thread'
import type { AnyColumnKind, ColumnParams } from './types'
import { userColumn } from './user'

// Every column kind, in the order the column picker offers them. Adding a kind means adding
// its folder and one line here; the deck itself never names a kind.
export const columnKinds: readonly AnyColumnKind[] = [
  homeColumn,
  localColumn,
  federatedColumn,
  bubbleColumn,
  tagColumn,
  listColumn,
  dmsColumn,
  bookmarksColumn,
  favouritesColumn,
  userColumn,
  threadColumn,
]

const byId = new Map(columnKinds.map((kind) => [kind.id, kind]))

export function columnKind(id: string): AnyColumnKind | undefined {
  return byId.get(id)
}

export type ParamsResult =
  | { ok: true; kind: AnyColumnKind; params: ColumnParams }
  | { ok: false; reason: 'unknown-kind' | 'bad-params'; detail?: string }

/** The kind of a stored column and its params, validated; a bad column is reported, not thrown. */
export function resolveColumn(kindId: string, params: unknown): ParamsResult {
  const kind = byId.get(kindId)
  if (!kind) return { ok: false, reason: 'unknown-kind' }
  const result = v.safeParse(kind.params, params)
  return result.success
    ? { ok: true, kind, params: result.output }
    : { ok: false, reason: 'bad-params', detail: v.summarize(result.issues) }
}
