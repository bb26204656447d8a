import { describe, expect, it } from 'vitest'
import {
  initialRetryMultiplier,
  isFinalCloseCode,
  nextRetryMultiplier,
  retryDelayMs,
  SocketState,
} from './states'

describe('socket states', () => {
  it('carry the numbers of the spec', () => {
    expect(SocketState).toEqual({
      joined: 1,
      closed: 2,
      error: 3,
      disabled: 4,
      starting: 5,
      startingInitial: 6,
    })
  })

  it('treat only 1000 and 1001 as final', () => {
    expect(isFinalCloseCode(1000)).toBe(true)
    expect(isFinalCloseCode(1001)).toBe(true)
    expect(isFinalCloseCode(1006)).toBe(false)
    expect(isFinalCloseCode(4000)).toBe(false)
  })
})

describe('reconnect backoff', () => {
  it('waits 1 s first, then 3 s for every further failure', () => {
    const delays: number[] = []
    let multiplier = initialRetryMultiplier
    for (let failure = 0; failure < 6; failure += 1) {
      delays.push(retryDelayMs(multiplier))
      multiplier = nextRetryMultiplier(multiplier)
    }
    expect(delays).toEqual([1000, 3000, 3000, 3000, 3000, 3000])
  })
})
