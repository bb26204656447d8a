// knip's preprocessor (see knip.config.ts): takes the unused exports and files that the config
// names as expected out of the findings, and fails on every named entry that no longer matches
// a finding, so those lists can only shrink. A file is expected when the config names it with
// '*' (all of it waits), or unused in production while each export it names is listed.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Issue, IssueRecords, Preprocessor } from 'knip'

/** group (why) → file → exported names, or ['*'] for the whole file */
export type Expected = Record<string, Record<string, readonly string[]>>

const WHOLE_FILE = '*'

function expectedOf(options: string): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>()
  const expected = options ? (JSON.parse(options) as { expected?: Expected }).expected : undefined
  for (const files of Object.values(expected ?? {})) {
    for (const [file, names] of Object.entries(files)) {
      const set = byFile.get(file) ?? new Set<string>()
      for (const name of names) set.add(name)
      byFile.set(file, set)
    }
  }
  return byFile
}

function exportsName(source: string, name: string): boolean {
  const word = name.replace(/[$]/g, '\\$')
  return (
    new RegExp(
      `export\\s+(declare\\s+)?(async\\s+)?(function\\*?|const|let|class|type|interface|enum)\\s+${word}\\b`,
    ).test(source) || new RegExp(`export\\s+(type\\s+)?\\{[^}]*\\b${word}\\b[^}]*\\}`).test(source)
  )
}

/** Every name a module exports by declaration or in an export list (not `export *`). */
function exportedNames(source: string): string[] {
  const declared = source.matchAll(
    /export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|type|interface|enum)\s+([\w$]+)/g,
  )
  const listed = [...source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)
            .at(-1) ?? '',
      )
      .filter(Boolean),
  )
  return [...[...declared].map((match) => match[1] ?? ''), ...listed]
}

function drop(records: IssueRecords, file: string, keep: (issue: Issue) => boolean): number {
  const issues = records[file]
  if (!issues) return 0
  let dropped = 0
  for (const [symbol, issue] of Object.entries(issues)) {
    if (keep(issue)) continue
    Reflect.deleteProperty(issues, symbol)
    dropped += 1
  }
  if (Object.keys(issues).length === 0) Reflect.deleteProperty(records, file)
  return dropped
}

const preprocess: Preprocessor = (data) => {
  const { issues, counters } = data
  const stale: string[] = []
  for (const [file, names] of expectedOf(data.preprocessorOptions)) {
    let source: string
    try {
      source = readFileSync(path.join(data.cwd, file), 'utf8')
    } catch {
      stale.push(`${file}: no such file`)
      continue
    }
    const wholeFile = names.has(WHOLE_FILE)
    for (const name of names) {
      if (name !== WHOLE_FILE && !exportsName(source, name)) {
        stale.push(`${file}: ${name} is not exported`)
      }
    }
    const fileUnused = issues.files[file] !== undefined
    if (fileUnused && !wholeFile) {
      for (const name of exportedNames(source)) {
        if (!names.has(name)) stale.push(`${file}: unused, and ${name} is not on the list`)
      }
    }
    const reported = new Set([
      ...Object.keys(issues.exports[file] ?? {}),
      ...Object.keys(issues.types[file] ?? {}),
    ])
    counters.files -= drop(issues.files, file, () => false)
    for (const type of ['exports', 'types'] as const) {
      counters[type] -= drop(issues[type], file, (issue) => !wholeFile && !names.has(issue.symbol))
    }
    // Only production mode tells: there, a test is no caller.
    if (!data.isProduction || fileUnused) continue
    if (wholeFile) {
      stale.push(`${file}: is imported now; name its unused exports instead of '*'`)
      continue
    }
    for (const name of names) {
      if (!reported.has(name)) stale.push(`${file}: ${name} is used now; take it off the list`)
    }
  }
  if (stale.length > 0) {
    console.error('\nknip.config.ts expects these to be unused, and they are not:')
    for (const line of stale) console.error(`  ${line}`)
    // knip ends the process with its own code (0 when nothing else is found): fail it on exit.
    process.on('exit', () => {
      process.exitCode = 1
    })
  }
  return data
}

export default preprocess
