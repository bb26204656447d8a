import { afterEach, describe, expect, it } from 'vitest'
import {
  backendLocale,
  directionOf,
  knownLocale,
  languageCookie,
  localeOfSetting,
  negotiateLocale,
  postLanguageOf,
  rememberLocale,
  startingLocale,
} from './interface-locale'

afterEach(() => {
  document.cookie = `${languageCookie}=; path=/; max-age=0`
})

describe('choosing the interface language', () => {
  it('takes the first of the browser languages it speaks, English otherwise', () => {
    expect(negotiateLocale(['xx', 'de-AT', 'fr'])).toBe('de')
    expect(negotiateLocale(['pt-BR'])).toBe('pt-BR')
    expect(negotiateLocale(['pt-PT'])).toBe('pt')
    expect(negotiateLocale(['en-GB', 'de'])).toBe('en')
    expect(negotiateLocale(['tlh'])).toBe('en')
    expect(negotiateLocale([])).toBe('en')
  })

  it('reads Chinese by script, and serves Norwegian readers Bokmål', () => {
    expect(negotiateLocale(['zh-TW'])).toBe('zh-Hant')
    expect(negotiateLocale(['zh-HK'])).toBe('zh-Hant')
    expect(negotiateLocale(['zh-CN'])).toBe('zh-Hans')
    expect(negotiateLocale(['zh'])).toBe('zh-Hans')
    expect(negotiateLocale(['zh-Hant-HK'])).toBe('zh-Hant')
    expect(negotiateLocale(['nn-NO'])).toBe('nb')
    expect(knownLocale('no')).toBe('nb')
  })

  it('follows the setting, and the browser when it is empty or names nothing known', () => {
    expect(localeOfSetting('ja', ['de'])).toBe('ja')
    expect(localeOfSetting('', ['de'])).toBe('de')
    expect(localeOfSetting('qq', ['ar'])).toBe('ar')
    expect(localeOfSetting('en-XA', ['de'])).toBe('en-XA')
    expect(knownLocale('not a tag!')).toBeNull()
  })

  it('writes right to left for Arabic, Persian and Hebrew', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('fa')).toBe('rtl')
    expect(directionOf('he')).toBe('rtl')
    expect(directionOf('de')).toBe('ltr')
    expect(directionOf('en-XA')).toBe('ltr')
  })

  it('gives a new post the interface language as an ISO 639-1 code', () => {
    expect(postLanguageOf('zh-Hant')).toBe('zh')
    expect(postLanguageOf('pt-BR')).toBe('pt')
    expect(postLanguageOf('ja')).toBe('ja')
  })
})

describe('the language cookie', () => {
  it('keeps the language in the server’s spelling, Lax, and starts the next load in it', () => {
    expect(backendLocale('pt-BR')).toBe('pt_BR')
    rememberLocale('zh-Hant')
    expect(document.cookie).toContain(`${languageCookie}=zh_Hant`)
    expect(startingLocale()).toBe('zh-Hant')
  })

  it('starts in the browser’s language without a cookie, or with one naming nothing known', () => {
    expect(startingLocale()).toBe(negotiateLocale(navigator.languages))
    document.cookie = `${languageCookie}=qq; path=/`
    expect(startingLocale()).toBe(negotiateLocale(navigator.languages))
  })
})
