// Checks every interface catalogue against the English messages the code defines (extracted by
// `npm run i18n:extract` into test-results/messages.en.json): each message compiles, no key is
// missing or unknown, the placeholders and tags are English's, and each plural names exactly the
// categories its language has (CLDR, through Intl.PluralRules). A later feature therefore cannot
// ship a string that one language lacks. The pseudo-locale must match what English makes of it.
//
//   npx tsx scripts/check-catalogues.ts           every catalogue
//   npx tsx scripts/check-catalogues.ts de ja     only these
import { readFileSync, readdirSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { pseudoCatalogue, pseudoLocale } from './pseudo-locale'

const root = fileURLToPath(new URL('..', import.meta.url))
const cataloguesDir = join(root, 'src/i18n/catalogues')

type Catalogue = Record<string, string>

function readJson(path: string): Catalogue {
  return JSON.parse(readFileSync(path, 'utf8')) as Catalogue
}

/** What a message needs from its caller and what it must keep: arguments, tags, select keys. */
interface Shape {
  names: Set<string>
  selects: Map<string, string[]>
  plurals: { name: string; ordinal: boolean; keys: string[] }[]
}

function shapeOf(elements: MessageFormatElement[], shape: Shape = emptyShape()): Shape {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        shape.names.add(element.value)
        break
      case TYPE.tag:
        shape.names.add(`<${element.value}>`)
        shapeOf(element.children, shape)
        break
      case TYPE.select:
        shape.names.add(element.value)
        shape.selects.set(element.value, Object.keys(element.options).sort())
        for (const option of Object.values(element.options)) shapeOf(option.value, shape)
        break
      case TYPE.plural:
        shape.names.add(element.value)
        shape.plurals.push({
          name: element.value,
          ordinal: element.pluralType === 'ordinal',
          keys: Object.keys(element.options),
        })
        for (const option of Object.values(element.options)) shapeOf(option.value, shape)
        break
      default:
        break
    }
  }
  return shape
}

function emptyShape(): Shape {
  return { names: new Set(), selects: new Map(), plurals: [] }
}

const same = (a: Iterable<string>, b: Iterable<string>) =>
  JSON.stringify([...a].sort()) === JSON.stringify([...b].sort())

/** The problems of one catalogue, one line each. */
export function catalogueProblems(
  locale: string,
  catalogue: Catalogue,
  english: Catalogue,
): string[] {
  const problems: string[] = []
  const categories = {
    cardinal: new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[],
    ordinal: new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions()
      .pluralCategories as string[],
  }
  for (const id of Object.keys(english)) {
    if (!(id in catalogue)) problems.push(`${id}: missing`)
  }
  for (const [id, text] of Object.entries(catalogue)) {
    const source = english[id]
    if (source === undefined) {
      problems.push(`${id}: not a message of the client`)
      continue
    }
    if (typeof text !== 'string' || text.trim() === '') {
      problems.push(`${id}: empty`)
      continue
    }
    let translated: Shape
    try {
      translated = shapeOf(parse(text))
    } catch (error) {
      problems.push(`${id}: does not compile (${(error as Error).message})`)
      continue
    }
    const original = shapeOf(parse(source))
    if (!same(translated.names, original.names)) {
      problems.push(
        `${id}: placeholders ${[...translated.names].join(', ') || 'none'} where English has ${[...original.names].join(', ') || 'none'}`,
      )
    }
    for (const [name, keys] of original.selects) {
      const theirs = translated.selects.get(name)
      if (theirs && !same(theirs, keys)) {
        problems.push(`${id}: select {${name}} has ${theirs.join(' ')}, English ${keys.join(' ')}`)
      }
    }
    for (const plural of translated.plurals) {
      const wanted = plural.ordinal ? categories.ordinal : categories.cardinal
      const named = plural.keys.filter((key) => !key.startsWith('='))
      const unknown = named.filter((key) => !wanted.includes(key))
      const lacking = wanted.filter((key) => !named.includes(key))
      if (unknown.length > 0 || lacking.length > 0) {
        problems.push(
          `${id}: plural {${plural.name}} needs exactly ${wanted.join(' ')} in ${locale}` +
            (unknown.length > 0 ? `; ${unknown.join(' ')} not used there` : '') +
            (lacking.length > 0 ? `; ${lacking.join(' ')} missing` : ''),
        )
      }
    }
  }
  return problems
}

function pseudoProblems(catalogue: Catalogue, english: Catalogue): string[] {
  const expected = pseudoCatalogue(english)
  const stale =
    !same(Object.keys(catalogue), Object.keys(expected)) ||
    Object.entries(expected).some(([id, text]) => catalogue[id] !== text)
  return stale ? ['out of date: run `npm run i18n:pseudo`'] : []
}

function main() {
  const english = readJson(join(root, 'test-results/messages.en.json'))
  // Catalogue files named on the command line are checked where they are; locales, in the tree.
  const given = process.argv.slice(2)
  const paths = given.filter((arg) => arg.endsWith('.json'))
  const only = given.filter((arg) => !arg.endsWith('.json'))
  const files =
    paths.length > 0
      ? paths
      : readdirSync(cataloguesDir)
          .filter((file) => file.endsWith('.json'))
          .map((file) => join(cataloguesDir, file))
  let failed = 0
  let checked = 0
  for (const path of files) {
    const file = basename(path)
    const locale = file.replace(/\..*$/, '')
    if (only.length > 0 && !only.includes(locale)) continue
    checked++
    const catalogue = readJson(path)
    const problems =
      locale === pseudoLocale
        ? pseudoProblems(catalogue, english)
        : catalogueProblems(locale, catalogue, english)
    if (problems.length > 0) {
      failed++
      console.error(`${file}: ${String(problems.length)} problem(s)`)
      for (const problem of problems.slice(0, 40)) console.error(`  ${problem}`)
      if (problems.length > 40) console.error(`  … and ${String(problems.length - 40)} more`)
    }
  }
  const count = Object.keys(english).length
  if (failed > 0) {
    console.error(
      `${String(failed)} of ${String(checked)} catalogues fail (${String(count)} messages)`,
    )
    process.exit(1)
  }
  console.log(`${String(checked)} catalogues complete and well formed (${String(count)} messages)`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main()
