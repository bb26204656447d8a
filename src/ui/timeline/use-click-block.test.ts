import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CLICK_BLOCK_MS } from '../../state/constants'
import { swallowsClick, useClickBlock } from './use-click-block'

describe('the click block after new statuses are shown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 10_000 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('holds for a second from the paint of each show, and not before any show', () => {
    const { result, rerender } = renderHook(({ stamp }) => useClickBlock(stamp), {
      initialProps: { stamp: 0 },
    })
    expect(result.current()).toBe(false)
    vi.setSystemTime(12_000)
    rerender({ stamp: 11_500 })
    expect(result.current()).toBe(true)
    vi.setSystemTime(12_000 + CLICK_BLOCK_MS - 1)
    expect(result.current()).toBe(true)
    vi.setSystemTime(12_000 + CLICK_BLOCK_MS)
    expect(result.current()).toBe(false)
    // Another render of the same show does not start the block again.
    rerender({ stamp: 11_500 })
    expect(result.current()).toBe(false)
  })

  it('swallows pointer clicks only while blocked, never keyboard activation', () => {
    expect(swallowsClick(1, true)).toBe(true)
    expect(swallowsClick(2, true)).toBe(true)
    expect(swallowsClick(0, true)).toBe(false)
    expect(swallowsClick(1, false)).toBe(false)
  })
})
