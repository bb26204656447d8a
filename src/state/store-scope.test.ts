import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { columnFocusAtom } from '../deck/column-focus'
import { settingsAtoms } from '../settings/store'
import { columnAtomCount, columnTimelineAtom, removeColumnAtoms } from './columns'
import { getAccountCache } from './entity-cache'
import { sessionExpiredAtom } from './session'

describe('keyed atoms of the app', () => {
  it('scopes every keyed atom of the app by store', () => {
    const first = createStore()
    const second = createStore()
    const account = 'alice@keyed.example'
    expect(columnTimelineAtom(first, 'c1')).not.toBe(columnTimelineAtom(second, 'c1'))
    expect(columnFocusAtom(first, 'c1')).not.toBe(columnFocusAtom(second, 'c1'))
    expect(sessionExpiredAtom(first, account)).not.toBe(sessionExpiredAtom(second, account))
    expect(settingsAtoms(first, account)).not.toBe(settingsAtoms(second, account))
    expect(getAccountCache(first, account)).not.toBe(getAccountCache(second, account))

    removeColumnAtoms(first, 'c1')
    expect(columnAtomCount(first)).toBe(0)
    expect(columnAtomCount(second)).toBe(1)
  })
})
