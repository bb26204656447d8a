import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readPersisted, usableStorage, writePersisted, type PersistedSpec } from './persisted'

const spec: PersistedSpec<{ columns: string[] }> = {
  key: 'deck',
  version: 2,
  schema: v.object({ columns: v.array(v.string()) }),
  defaults: () => ({ columns: ['home'] }),
  migrate: (data, from) =>
    from === 1 && typeof data === 'object' && data !== null && 'cols' in data
      ? { columns: data.cols }
      : data,
}

describe('persisted state', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('round-trips a value with its version', () => {
    const storage = usableStorage()
    expect(writePersisted(storage, spec, { columns: ['home', 'local'] })).toBe(true)
    expect(JSON.parse(localStorage.getItem('deck') ?? '')).toEqual({
      version: 2,
      data: { columns: ['home', 'local'] },
    })
    expect(readPersisted(storage, spec)).toEqual({ value: { columns: ['home', 'local'] } })
  })

  it('gives the defaults, silently, when nothing is stored', () => {
    const warn = vi.spyOn(console, 'warn')
    expect(readPersisted(usableStorage(), spec)).toEqual({ value: { columns: ['home'] } })
    expect(warn).not.toHaveBeenCalled()
  })

  it.each([
    ['unreadable', 'not json{'],
    ['unreadable', JSON.stringify({ data: { columns: [] } })],
    ['newer', JSON.stringify({ version: 3, data: { columns: [] } })],
    ['invalid', JSON.stringify({ version: 2, data: { columns: [42] } })],
  ])('falls back to defaults and logs why when the stored value is %s', (problem, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    localStorage.setItem('deck', raw)
    expect(readPersisted(usableStorage(), spec)).toEqual({ value: { columns: ['home'] }, problem })
    expect(warn).toHaveBeenCalledOnce()
  })

  it('migrates data stored by an older version', () => {
    localStorage.setItem('deck', JSON.stringify({ version: 1, data: { cols: ['bubble'] } }))
    expect(readPersisted(usableStorage(), spec).value).toEqual({ columns: ['bubble'] })
  })

  it('reports storage that cannot be used instead of throwing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    const storage = usableStorage()
    expect(storage).toBeUndefined()
    expect(readPersisted(storage, spec)).toEqual({
      value: { columns: ['home'] },
      problem: 'unavailable',
    })
    expect(writePersisted(storage, spec, { columns: [] })).toBe(false)
  })
})
