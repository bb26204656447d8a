import { describe, expect, it } from 'vitest'
import { firstDeckColumns } from './first-deck'
import { resolveColumn } from './registry'

describe('the first deck', () => {
  it('holds home, notifications beside it, local and federated for a signed-in person', () => {
    const columns = firstDeckColumns(true, { local: false, federated: false })
    expect(columns.map((column) => column.kind)).toEqual([
      'home',
      'notifications',
      'local',
      'federated',
    ])
    for (const column of columns) expect(resolveColumn(column.kind, {}).ok).toBe(true)
  })

  it('holds only the public timelines the instance opens to visitors', () => {
    expect(firstDeckColumns(false, { local: true, federated: true })).toEqual([
      { kind: 'local' },
      { kind: 'federated' },
    ])
    expect(firstDeckColumns(false, { local: false, federated: true })).toEqual([
      { kind: 'federated' },
    ])
    expect(firstDeckColumns(false, { local: false, federated: false })).toEqual([])
  })
})
