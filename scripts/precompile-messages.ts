// English messages compiled at build time: each descriptor's defaultMessage becomes the message
// syntax tree that react-intl would otherwise parse in the browser, so the built client ships
// formatjs's no-parser build instead of the ICU parser (about 9 KB gzip) and never parses a
// message before the first status. Descriptions are for translators and are dropped.
// The catalogues of the other languages (src/i18n/catalogues) are compiled the same way.
// Only the build does this; tests and the dev server run the messages as written.
import { createRequire } from 'node:module'
import { parse } from '@formatjs/icu-messageformat-parser'
import MagicString from 'magic-string'
import ts from 'typescript'
import type { Plugin } from 'vite'

/** The syntax tree of one message, as source text. */
export function compiledMessage(text: string): string {
  return JSON.stringify(parse(text, { shouldParseSkeletons: true }))
}

const stringOf = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined

const nameOf = (node: ts.PropertyName | ts.JsxAttributeName): string | undefined =>
  ts.isIdentifier(node) || ts.isStringLiteral(node) ? node.text : undefined

/** The end of a list element including its trailing comma, for a clean removal. */
function endWithComma(source: ts.SourceFile, node: ts.Node): number {
  const after = source.text.slice(node.end).match(/^\s*,/)
  return node.end + (after ? after[0].length : 0)
}

function rewriteObject(
  source: ts.SourceFile,
  node: ts.ObjectLiteralExpression,
  out: MagicString,
): void {
  const props = node.properties.filter(ts.isPropertyAssignment)
  const named = (name: string) => props.find((p) => nameOf(p.name) === name)
  const message = named('defaultMessage')
  if (!message || !named('id')) return
  const text = stringOf(message.initializer)
  if (text === undefined) {
    const { line } = source.getLineAndCharacterOfPosition(message.getStart(source))
    throw new Error(
      `${source.fileName}:${String(line + 1)}: a defaultMessage must be a literal string`,
    )
  }
  out.overwrite(
    message.initializer.getStart(source),
    message.initializer.end,
    compiledMessage(text),
  )
  const description = named('description')
  if (description) out.remove(description.getStart(source), endWithComma(source, description))
}

function rewriteJsx(source: ts.SourceFile, node: ts.JsxAttributes, out: MagicString): void {
  const attributes = node.properties.filter(ts.isJsxAttribute)
  const message = attributes.find((a) => nameOf(a.name) === 'defaultMessage')
  if (!message?.initializer) return
  const literal = ts.isJsxExpression(message.initializer)
    ? message.initializer.expression
    : message.initializer
  const text = stringOf(literal)
  if (text === undefined) throw new Error(`${source.fileName}: a defaultMessage must be literal`)
  const tree = compiledMessage(text)
  out.overwrite(message.initializer.getStart(source), message.initializer.end, `{${tree}}`)
  const description = attributes.find((a) => nameOf(a.name) === 'description')
  if (description) out.remove(description.getStart(source), description.end)
}

/** The source with every message descriptor compiled, or null when it has none. */
export function precompileMessages(
  code: string,
  fileName: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('defaultMessage')) return null
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind)
  const out = new MagicString(code)
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) rewriteObject(source, node, out)
    else if (ts.isJsxAttributes(node)) rewriteJsx(source, node, out)
    ts.forEachChild(node, visit)
  }
  visit(source)
  if (!out.hasChanged()) return null
  return { code: out.toString(), map: out.generateMap({ source: fileName, hires: true }) }
}

const appSource = /\/(src|columns)\/.+\.tsx?$/
const catalogueFile = /\/src\/i18n\/catalogues\/[^/]+\.json$/

/** A language's catalogue (id → message) as id → syntax tree, still JSON for Vite to load. */
export function compiledCatalogue(json: string): string {
  const messages = JSON.parse(json) as Record<string, string>
  const compiled = Object.entries(messages).map(
    ([id, text]) => `${JSON.stringify(id)}:${compiledMessage(text)}`,
  )
  return `{${compiled.join(',')}}`
}

export function precompiledMessages(): Plugin {
  const require = createRequire(import.meta.url)
  return {
    name: 'precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
          },
        ],
      },
    }),
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (catalogueFile.test(file)) return { code: compiledCatalogue(code), map: null }
      if (!appSource.test(file) || /\.test\.tsx?$/.test(file)) return null
      return precompileMessages(code, file)
    },
  }
}
