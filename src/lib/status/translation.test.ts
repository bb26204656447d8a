import { describe, expect, it } from 'vitest'
import { matchTranslationLanguage, translationTarget } from './translation'

const deepl = [
  { code: 'DE', name: 'German' },
  { code: 'EN-GB', name: 'English (British)' },
  { code: 'EN-US', name: 'English (American)' },
  { code: 'PT-BR', name: 'Portuguese (Brazilian)' },
  { code: 'PT', name: 'Portuguese' },
]

describe('the translation target', () => {
  it('matches the interface language to the translator’s code, any case, the bare language first', () => {
    expect(matchTranslationLanguage('de', deepl)).toBe('DE')
    expect(matchTranslationLanguage('en', deepl)).toBe('EN-GB')
    expect(matchTranslationLanguage('pt-BR', deepl)).toBe('PT-BR')
    expect(matchTranslationLanguage('pt_BR', deepl)).toBe('PT-BR')
    expect(matchTranslationLanguage('pt-PT', deepl)).toBe('PT')
    expect(matchTranslationLanguage('ja', deepl)).toBeUndefined()
    expect(matchTranslationLanguage('', deepl)).toBeUndefined()
  })

  it('takes the setting first, then the interface language, then warns', () => {
    expect(translationTarget('fr', 'de', deepl)).toEqual({ kind: 'target', language: 'fr' })
    expect(translationTarget('', 'en-US', deepl)).toEqual({ kind: 'target', language: 'EN-US' })
    expect(translationTarget('', 'ja', deepl)).toMatchObject({ kind: 'warning' })
  })

  it('asks in the interface language as is when the instance did not list its languages', () => {
    expect(translationTarget('', 'de-AT', [])).toEqual({ kind: 'target', language: 'de' })
    expect(translationTarget(null, '', [])).toMatchObject({ kind: 'warning' })
  })
})
