import { describe, expect, it } from 'vitest'
import { languageName, languageOptions, localeName } from './languages'

describe('languageOptions', () => {
  it('names every language in the interface language, once each, sorted by name', () => {
    const options = languageOptions('en')
    const names = options.map((option) => option.name)
    expect(new Set(names).size).toBe(names.length)
    expect(names.filter((name) => name === 'Akan')).toHaveLength(1)
    expect(options.find((option) => option.code === 'ak')?.name).toBe('Akan')
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names)
    expect(options.some((option) => /^[a-z]{2}$/.test(option.name))).toBe(false)
    expect(options.length).toBeGreaterThan(150)
  })

  it('uses the interface language, and English for a tag it cannot read', () => {
    expect(languageName('de', 'fr')).toBe('allemand')
    expect(languageName('de', 'not a locale!')).toBe('German')
    expect(languageName('xx', 'en')).toBe('xx')
    expect(localeName('pt_BR', 'en')).toBe('Brazilian Portuguese')
    expect(localeName('not a tag', 'en')).toBe('not a tag')
  })
})
