import * as v from 'valibot'

/**
 * Everything the client keeps in browser storage (settings, deck layouts, drafts, accounts) is
 * stored as `{ version, data }`, validated on read, and falls back to defaults with a logged
 * reason when the stored value is missing, unreadable, invalid or from a newer client.
 */
export interface PersistedSpec<T> {
  key: string
  version: number
  schema: v.GenericSchema<unknown, T>
  defaults: () => T
  /** Turns data stored by an older version into the current shape before validation. */
  migrate?: (data: unknown, storedVersion: number) => unknown
}

export type ReadProblem = 'unavailable' | 'unreadable' | 'newer' | 'invalid'

export interface ReadResult<T> {
  value: T
  /** Why the defaults were used; absent when the stored value was read, or nothing was stored. */
  problem?: ReadProblem
}

const envelopeSchema = v.object({ version: v.pipe(v.number(), v.integer()), data: v.unknown() })

/** Browser storage when it can be used; private modes and blocked cookies make it throw. */
export function usableStorage(): Storage | undefined {
  try {
    const storage = globalThis.localStorage
    const probe = '__storage_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return undefined
  }
}

export function readPersisted<T>(
  storage: Storage | undefined,
  spec: PersistedSpec<T>,
): ReadResult<T> {
  if (!storage) return { value: spec.defaults(), problem: 'unavailable' }
  let raw: string | null
  try {
    raw = storage.getItem(spec.key)
  } catch {
    return fallBack(spec, 'unavailable')
  }
  if (raw === null) return { value: spec.defaults() }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return fallBack(spec, 'unreadable')
  }
  const envelope = v.safeParse(envelopeSchema, parsed)
  if (!envelope.success) return fallBack(spec, 'unreadable')
  const { version, data } = envelope.output
  if (version > spec.version) return fallBack(spec, 'newer')
  const current = version < spec.version && spec.migrate ? spec.migrate(data, version) : data
  const result = v.safeParse(spec.schema, current)
  if (!result.success) return fallBack(spec, 'invalid', v.summarize(result.issues))
  return { value: result.output }
}

export function writePersisted<T>(
  storage: Storage | undefined,
  spec: PersistedSpec<T>,
  value: T,
): boolean {
  if (!storage) return false
  try {
    storage.setItem(spec.key, JSON.stringify({ version: spec.version, data: value }))
    return true
  } catch (error) {
    console.warn(`Could not save "${spec.key}"`, error)
    return false
  }
}

function fallBack<T>(spec: PersistedSpec<T>, problem: ReadProblem, detail?: string): ReadResult<T> {
  console.warn(
    `Stored "${spec.key}" is ${problem}; using defaults instead${detail ? `:\n${detail}` : ''}`,
  )
  return { value: spec.defaults(), problem }
}
