/** Socket states of spec 3 section 4, with the numbers the spec gives them. */
export const SocketState = {
  joined: 1,
  closed: 2,
  error: 3,
  disabled: 4,
  starting: 5,
  startingInitial: 6,
} as const

export type SocketState = (typeof SocketState)[keyof typeof SocketState]

/** Spec 3 section 9: the client pings every 30 s. */
export const pingIntervalMs = 30_000

/** Close code the client uses on shutdown. */
export const normalClosure = 1000

/** The server closed on purpose (1000 normal, 1001 going away): do not come back. */
export function isFinalCloseCode(code: number): boolean {
  return code === 1000 || code === 1001
}

/** Base of the reconnect delay (spec 1 section 9: 1 s times a multiplier). */
export const retryBaseMs = 1000

/** The multiplier the first reconnect uses. */
export const initialRetryMultiplier = 1
/** Where the multiplier sits from the first increment on. */
export const maxRetryMultiplier = 3

/**
 * The multiplier after one more failure. Spec 1 section 9 says "clamped to 3 after the first
 * increment": Akkoma-FE's increment is `max(m + 1, 3)`, which puts it at 3 at once, and the
 * spec caps it there. So delays run 1 s, 3 s, 3 s, ...: a dead server sees at most one attempt
 * every 3 s from each socket, and a blip is retried after 1 s.
 */
export function nextRetryMultiplier(_multiplier: number): number {
  return maxRetryMultiplier
}

export function retryDelayMs(multiplier: number): number {
  return retryBaseMs * multiplier
}
