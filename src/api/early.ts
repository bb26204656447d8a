// Early answers: boot asks for the landing route's first pages at once, in parallel with the
// instance's start-up calls, long before the columns that will show them exist. A GET made
// through `askEarly` is kept on its client; the first identical GET the client makes afterwards
// (the column's own first fetch, through the same resource function) receives that answer
// instead of asking again. The answer is handed over only once its gate says yes (a stored
// session verified); a gate that says no, or an answer kept too long, means a fresh request.

import { toSearchParams, type Params } from './body'

interface EarlyAnswer {
  answer: Promise<unknown>
  gate: Promise<boolean>
  at: number
}

/** An answer older than this is not handed over (the route it was for was left long ago). */
const KEEP_MS = 60_000

let capturing: Promise<boolean> | null = null

function isEarlyAnswer(value: unknown): value is EarlyAnswer {
  return typeof value === 'object' && value !== null && 'answer' in value && 'gate' in value
}

function keyOf(shape: string, path: string, query: Params | undefined): string {
  return `early ${shape} ${path}?${toSearchParams(query ?? {}).toString()}`
}

/**
 * Every GET the resource functions called inside `calls` make (synchronously) is sent now and
 * kept for the client's next identical GET, behind `gate`.
 */
export function askEarly(gate: Promise<boolean>, calls: () => void): void {
  capturing = gate
  try {
    calls()
  } finally {
    capturing = null
  }
}

/**
 * Used by the API client around every JSON answer: `shape` tells a JSON answer from a page (the
 * same path read both ways must not share an answer).
 */
export function withEarlyAnswer<T>(
  memo: Map<string, unknown>,
  shape: 'json' | 'page',
  method: string,
  path: string,
  query: Params | undefined,
  ask: () => Promise<T>,
): Promise<T> {
  if (method !== 'GET') return ask()
  const key = keyOf(shape, path, query)
  if (capturing) {
    const answer = ask()
    // Whoever takes it sees a failure; until then it must not count as unhandled.
    answer.catch(() => undefined)
    memo.set(key, { answer, gate: capturing, at: Date.now() } satisfies EarlyAnswer)
    return answer
  }
  const kept = memo.get(key)
  if (!isEarlyAnswer(kept)) return ask()
  memo.delete(key)
  if (Date.now() - kept.at > KEEP_MS) return ask()
  return kept.gate.then((ok) => (ok ? (kept.answer as Promise<T>) : ask()))
}
