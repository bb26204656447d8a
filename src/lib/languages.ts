// Languages a post can be marked with: the ISO 639-1 codes, named by the platform
// (Intl.DisplayNames) in the interface language. A code the platform cannot name is left out
// rather than shown raw, and codes the platform names alike (Twi and Akan are both "Akan")
// appear once, under the first code.

const iso6391 = (
  'aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy ' +
  'da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht ' +
  'hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky ' +
  'la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny ' +
  'oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss ' +
  'st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo ' +
  'za zh zu'
).split(' ')

export interface LanguageOption {
  code: string
  name: string
}

const cache = new Map<string, LanguageOption[]>()

/** Every language once, named in `locale` (English when the platform lacks it), by name. */
export function languageOptions(locale: string): LanguageOption[] {
  let options = cache.get(locale)
  if (!options) {
    options = buildLanguageOptions(locale)
    cache.set(locale, options)
  }
  return options
}

function displayNames(locale: string): Intl.DisplayNames | undefined {
  for (const candidate of [locale, 'en']) {
    try {
      return new Intl.DisplayNames([candidate], { type: 'language', fallback: 'none' })
    } catch {
      // An invalid locale tag: try the next.
    }
  }
  return undefined
}

function buildLanguageOptions(locale: string): LanguageOption[] {
  const names = displayNames(locale)
  const seen = new Set<string>()
  const options: LanguageOption[] = []
  for (const code of iso6391) {
    const name = names?.of(code)
    if (name === undefined || name === code || seen.has(name)) continue
    seen.add(name)
    options.push({ code, name })
  }
  const collator = new Intl.Collator(names?.resolvedOptions().locale ?? 'en')
  return options.sort((a, b) => collator.compare(a.name, b.name))
}

/** The name of a language tag as servers write them ("pt_BR" too), or the tag itself. */
export function localeName(tag: string, locale: string): string {
  try {
    return displayNames(locale)?.of(tag.replace('_', '-')) ?? tag
  } catch {
    return tag
  }
}

/** The name of one language code (as a post carries it), or the code when it has none. */
export function languageName(code: string, locale: string): string {
  return languageOptions(locale).find((option) => option.code === code)?.name ?? code
}
