// The pseudo-locale: every English message with its letters accented, 40% longer and in brackets,
// so a string that escapes the catalogue shows plain, and a layout that breaks on long text breaks
// where anyone can see it. Generated from the extracted English messages:
//
//   npm run i18n:pseudo     (after npm run i18n:extract)
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js'

/** The pseudo-locale's tag: English written with accents (a private-use region). */
export const pseudoLocale = 'en-XA'

const accents: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
}

function accented(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => accents[letter] ?? letter)
}

function visit(elements: MessageFormatElement[]): number {
  let letters = 0
  for (const element of elements) {
    if (element.type === TYPE.literal) {
      letters += element.value.replace(/\s/g, '').length
      element.value = accented(element.value)
    } else if (element.type === TYPE.tag) {
      letters += visit(element.children)
    } else if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) letters += visit(option.value)
    }
  }
  return letters
}

/** One message in the pseudo-locale. */
export function pseudoMessage(text: string): string {
  const tree = parse(text)
  const letters = visit(tree)
  // 40% longer, counted on the visible letters, padded with a tilde run before the closing bracket.
  const padding = '~'.repeat(Math.ceil(letters * 0.4))
  // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- the printer's types declare their own copy of TYPE
  const printed = printAST(tree)
  return `[${printed}${padding ? ` ${padding}` : ''}]`
}

export function pseudoCatalogue(english: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(english).map(([id, text]) => [id, pseudoMessage(text)]))
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const english = JSON.parse(
    readFileSync(join(root, 'test-results/messages.en.json'), 'utf8'),
  ) as Record<string, string>
  const out = join(root, `src/i18n/catalogues/${pseudoLocale}.json`)
  writeFileSync(out, `${JSON.stringify(pseudoCatalogue(english), null, 2)}\n`)
  console.log(`wrote ${out}`)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main()
