import { describe, expect, it } from 'vitest'
import { interfaceLocales, pseudoLocale } from '../settings/interface-locale'
import { loadMessages } from './locales'

describe('the catalogues', () => {
  it('are exactly the languages the settings offer, and the pseudo-locale', () => {
    const offered = interfaceLocales.filter((locale) => locale !== 'en')
    const files = Object.keys(import.meta.glob('./catalogues/*.json'))
    const locales = files.map((file) => file.replace(/^.*\/(.+)\.json$/, '$1'))
    expect(locales.sort()).toEqual([...offered, pseudoLocale].sort())
  })

  it('load on demand, once each; an unknown language loads none (English)', async () => {
    const first = loadMessages('ja')
    expect(loadMessages('ja')).toBe(first)
    expect(Object.keys(await first).length).toBeGreaterThan(1000)
    expect(await loadMessages('qq')).toEqual({})
  })
})
