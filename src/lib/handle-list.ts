// The account lists of the data area: follows, blocks and mutes are imported and exported as
// CSV, one account a line, the handle in the first column (Mastodon's export adds a header
// line and more columns; Akkoma reads the first column). An imported file is hostile input:
// it is read whole and refused whole when anything in it is not a handle.

/** Far above a real list (10,000 handles are about 400 KB). */
export const maxHandleFileBytes = 1024 * 1024
export const maxHandles = 20_000

const handle = /^@?[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}(@[A-Za-z0-9.-]{1,253}(:\d{1,5})?)?$/
const domain = /^[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})+$/
// Mastodon's export names its columns on the first line.
const header = /^account address\b/i

export type HandleListProblem =
  | { kind: 'tooBig' }
  | { kind: 'empty' }
  | { kind: 'tooMany'; max: number }
  | { kind: 'badLine'; line: number }

export type HandleListResult =
  { ok: true; handles: string[] } | { ok: false; problem: HandleListProblem }

/** The handles of a CSV (or plain) list, without a leading "@", each once; domains when asked. */
export function readHandleList(
  text: string,
  size = text.length,
  kind: 'accounts' | 'domains' = 'accounts',
): HandleListResult {
  if (size > maxHandleFileBytes) return { ok: false, problem: { kind: 'tooBig' } }
  const lines = text.split(/\r\n|\r|\n/)
  const found = new Set<string>()
  for (const [index, line] of lines.entries()) {
    const first = (line.split(',')[0] ?? '').trim().replace(/^"(.*)"$/, '$1')
    if (first === '' || (index === 0 && header.test(first))) continue
    const valid = kind === 'domains' ? domain.test(first) : handle.test(first)
    if (!valid) return { ok: false, problem: { kind: 'badLine', line: index + 1 } }
    found.add(kind === 'domains' ? first.toLowerCase() : first.replace(/^@/, ''))
    if (found.size > maxHandles) return { ok: false, problem: { kind: 'tooMany', max: maxHandles } }
  }
  if (found.size === 0) return { ok: false, problem: { kind: 'empty' } }
  return { ok: true, handles: [...found] }
}

/** A CSV of handles, one a line; a value that could start a spreadsheet formula is quoted. */
export function writeHandleList(handles: readonly string[]): string {
  const cell = (entry: string) => (/^[=+\-@\t\r]/.test(entry) ? `'${entry}` : entry)
  return handles.map(cell).join('\n') + '\n'
}
