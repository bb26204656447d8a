import { atom } from 'jotai'

// The interface language. The person's setting (interfaceLanguage) names one, or is empty for
// the browser's languages. The language in use belongs to the device like the look: it must be
// known before the first paint and before any account is read, so it is kept in Akkoma's
// language cookie (`userLanguage`, which the server also reads for its own pages and mails) and
// followed from the setting once an account's settings are read (src/deck/LanguageFollower.tsx).
// src/i18n/locales.ts loads each language's catalogue; the lists must agree (a test checks).

export const defaultLocale = 'en'

/** English written with accents, 40% longer and in brackets: for development and tests. */
export const pseudoLocale = 'en-XA'

/** Every interface language a person can choose, English first. */
export const interfaceLocales = [
  'en',
  'ar',
  'ca',
  'cs',
  'de',
  'el',
  'eo',
  'es',
  'et',
  'eu',
  'fa',
  'fi',
  'fr',
  'ga',
  'he',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'nb',
  'nl',
  'oc',
  'pl',
  'pt',
  'pt-BR',
  'ro',
  'ru',
  'sk',
  'sv',
  'tr',
  'uk',
  'zh-Hans',
  'zh-Hant',
] as const

const known = new Set<string>([...interfaceLocales, pseudoLocale])

/** Chinese by script: Taiwan, Hong Kong and Macao write the traditional characters. */
function chineseScript(tag: Intl.Locale): string {
  if (tag.script === 'Hant' || tag.script === 'Hans') return `zh-${tag.script}`
  return tag.region && ['TW', 'HK', 'MO'].includes(tag.region) ? 'zh-Hant' : 'zh-Hans'
}

/** The interface language closest to one the person asked for, or null. */
export function knownLocale(wanted: string): string | null {
  let tag: Intl.Locale
  try {
    tag = new Intl.Locale(wanted.replace(/_/g, '-'))
  } catch {
    return null
  }
  const exact = [...known].find((locale) => locale.toLowerCase() === tag.toString().toLowerCase())
  if (exact) return exact
  if (tag.language === 'zh') return chineseScript(tag)
  // Norwegian: Bokmål serves "no" and Nynorsk readers better than English does.
  const language = tag.language === 'no' || tag.language === 'nn' ? 'nb' : tag.language
  return known.has(language) ? language : null
}

/** The first of the person's languages (the browser's, in order) the interface speaks. */
export function negotiateLocale(wanted: readonly string[]): string {
  for (const one of wanted) {
    const found = knownLocale(one)
    if (found) return found
  }
  return defaultLocale
}

/** What the setting's value means here: its language, or the browser's when empty or unknown. */
export function localeOfSetting(value: string, browser: readonly string[]): string {
  return (value === '' ? null : knownLocale(value)) ?? negotiateLocale(browser)
}

const rightToLeft = new Set(['ar', 'fa', 'he'])

export function directionOf(locale: string): 'ltr' | 'rtl' {
  return rightToLeft.has(locale.split('-')[0] ?? locale) ? 'rtl' : 'ltr'
}

/** The language of a new post written in an interface language: its ISO 639-1 code. */
export function postLanguageOf(locale: string): string {
  return (locale.split('-')[0] ?? locale).toLowerCase()
}

export const languageCookie = 'userLanguage'

/** The server's spelling of a locale (pt_BR, zh_Hant), as Akkoma's language cookie carries it. */
export function backendLocale(locale: string): string {
  return locale.replace(/-/g, '_')
}

function cookieLocale(): string | null {
  if (typeof document === 'undefined') return null
  const pair = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${languageCookie}=`))
  if (!pair) return null
  try {
    return knownLocale(decodeURIComponent(pair.slice(languageCookie.length + 1)))
  } catch {
    return null
  }
}

/** Keeps the language in use in the cookie for a year (SameSite Lax, spec 3 §9). */
export function rememberLocale(locale: string): void {
  if (typeof document === 'undefined') return
  const value = encodeURIComponent(backendLocale(locale))
  document.cookie = `${languageCookie}=${value}; path=/; max-age=31536000; SameSite=Lax`
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language]
}

/** The language to start in: the one last used here (the cookie), else the browser's. */
export function startingLocale(): string {
  return cookieLocale() ?? negotiateLocale(browserLanguages())
}

/** The interface language in use on this device. */
export const interfaceLocaleAtom = atom(startingLocale())
