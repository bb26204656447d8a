import * as v from 'valibot'
import { readPersisted, usableStorage, writePersisted, type PersistedSpec } from '../persisted'
import { isDraftEmpty, type ComposerDraft } from './draft'
import { draftSchema } from './draft-schema'

/**
 * Drafts live under the one local-storage key "drafts" (spec 2 §4), holding the spec's object
 * of entries keyed "status", "reply:{id}" and "quote:{id}". To keep them per account without a
 * second key, that object is nested one level down under the account key ("nick@host"):
 * `{ version, data: { [account]: { [draftKey]: { updatedAt, data } } } }`.
 */
export const draftsStorageKey = 'drafts'

export type DraftKey = 'status' | `reply:${string}` | `quote:${string}`

export interface DraftEntry {
  /** ms since the epoch. */
  updatedAt: number
  data: ComposerDraft
}

export type AccountDrafts = Record<string, DraftEntry>
export type AllDrafts = Record<string, AccountDrafts>

const entrySchema = v.object({ updatedAt: v.number(), data: draftSchema })

// Checked entry by entry so one damaged draft never costs the others.
const allSchema = v.pipe(
  v.record(v.string(), v.record(v.string(), v.unknown())),
  v.transform((raw) => {
    const out: AllDrafts = {}
    for (const [account, entries] of Object.entries(raw)) {
      const kept: AccountDrafts = {}
      for (const [key, entry] of Object.entries(entries)) {
        const parsed = v.safeParse(entrySchema, entry)
        if (parsed.success && isDraftKey(key)) kept[key] = parsed.output
      }
      out[account] = kept
    }
    return out
  }),
)

const spec: PersistedSpec<AllDrafts> = {
  key: draftsStorageKey,
  version: 1,
  schema: allSchema,
  defaults: () => ({}),
}

export function isDraftKey(key: string): key is DraftKey {
  return key === 'status' || /^(reply|quote):.+$/.test(key)
}

export function draftKeyFor(target: { replyTo?: string | null; quote?: string | null }): DraftKey {
  if (target.replyTo) return `reply:${target.replyTo}`
  if (target.quote) return `quote:${target.quote}`
  return 'status'
}

export function readAllDrafts(storage: Storage | undefined = usableStorage()): AllDrafts {
  return readPersisted(storage, spec).value
}

export function readDraft(
  account: string,
  key: DraftKey,
  storage: Storage | undefined = usableStorage(),
): DraftEntry | null {
  return readAllDrafts(storage)[account]?.[key] ?? null
}

/** Saves the draft, or deletes it when the form is empty. Reads first so other tabs' drafts stay. */
export function saveDraft(
  account: string,
  key: DraftKey,
  draft: ComposerDraft,
  now: number = Date.now(),
  storage: Storage | undefined = usableStorage(),
): void {
  const all = readAllDrafts(storage)
  const mine = withoutKey(all[account], key)
  if (!isDraftEmpty(draft)) mine[key] = { updatedAt: now, data: draft }
  writePersisted(storage, spec, { ...all, [account]: mine })
}

export function deleteDraft(
  account: string,
  key: DraftKey,
  storage: Storage | undefined = usableStorage(),
): void {
  const all = readAllDrafts(storage)
  if (!all[account]?.[key]) return
  writePersisted(storage, spec, { ...all, [account]: withoutKey(all[account], key) })
}

export interface ListedDraft extends DraftEntry {
  key: DraftKey
}

/** The account's drafts, most recently changed first (the drafts list). */
export function listDrafts(
  account: string,
  storage: Storage | undefined = usableStorage(),
): ListedDraft[] {
  const mine = readAllDrafts(storage)[account] ?? {}
  return Object.entries(mine)
    .flatMap(([key, entry]) => (isDraftKey(key) ? [{ key, ...entry }] : []))
    .sort((a, b) => b.updatedAt - a.updatedAt)
}

function withoutKey(drafts: AccountDrafts | undefined, key: DraftKey): AccountDrafts {
  return Object.fromEntries(Object.entries(drafts ?? {}).filter(([k]) => k !== key))
}
