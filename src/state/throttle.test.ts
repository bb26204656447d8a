import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTrailingThrottle } from './throttle'

describe('trailing throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs at once, then once more at the end of the window for every ask inside it', () => {
    const task = vi.fn()
    const throttle = createTrailingThrottle(task, 1000)
    throttle.request()
    expect(task).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(100)
    throttle.request()
    throttle.request()
    throttle.request()
    expect(task).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(899)
    expect(task).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(5000)
    expect(task).toHaveBeenCalledTimes(2)
    throttle.request()
    expect(task).toHaveBeenCalledTimes(3)
  })

  it('forgets a waiting run when cancelled', () => {
    const task = vi.fn()
    const throttle = createTrailingThrottle(task, 1000)
    throttle.request()
    throttle.request()
    throttle.cancel()
    vi.advanceTimersByTime(2000)
    expect(task).toHaveBeenCalledTimes(1)
  })
})
