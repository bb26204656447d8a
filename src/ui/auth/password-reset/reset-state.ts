/** Password reset states of spec 1 section 4. */
export type ResetState = 'idle' | 'pending' | 'success' | 'throttled' | 'error'

/** 204 is success, 429 throttled; a network failure or any other answer is the generic error. */
export function resetOutcome(error: unknown): ResetState {
  if (error === undefined) return 'success'
  if (typeof error === 'object' && error !== null && 'status' in error && error.status === 429) {
    return 'throttled'
  }
  return 'error'
}
