import { describe, expect, it, vi } from 'vitest'
import { createMountBudget } from './mount-budget'

function harness(perFrame = 2) {
  const frames: (() => void)[] = []
  const budget = createMountBudget({ perFrame, requestFrame: (run) => frames.push(run) })
  return {
    budget,
    frame() {
      frames.splice(0).forEach((run) => run())
    },
    asked: () => frames.length,
  }
}

describe('mount budget', () => {
  it('lets a few cards mount in a frame and the rest over the following frames, in order', () => {
    const h = harness(2)
    expect(h.budget.take()).toBe(true)
    expect(h.budget.take()).toBe(true)
    expect(h.budget.take()).toBe(false)
    const granted: number[] = []
    for (let row = 1; row <= 5; row++) h.budget.wait(() => granted.push(row))
    h.frame()
    expect(granted).toEqual([1, 2])
    h.frame()
    expect(granted).toEqual([1, 2, 3, 4])
    h.frame()
    expect(granted).toEqual([1, 2, 3, 4, 5])
  })

  it('does not let a new row jump ahead of rows already waiting', () => {
    const h = harness(2)
    const grant = vi.fn()
    h.budget.wait(grant)
    expect(h.budget.take()).toBe(false)
    h.frame()
    expect(grant).toHaveBeenCalledTimes(1)
  })

  it('gives a new frame its full budget, and asks for no frames while idle', () => {
    const h = harness(2)
    h.budget.take()
    h.budget.take()
    h.frame()
    expect(h.budget.take()).toBe(true)
    expect(h.budget.take()).toBe(true)
    h.frame()
    h.frame()
    expect(h.asked()).toBe(0)
  })

  it('forgets a row that unmounted before its turn', () => {
    const h = harness(1)
    const first = vi.fn()
    const second = vi.fn()
    const cancel = h.budget.wait(first)
    h.budget.wait(second)
    cancel()
    h.frame()
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
  })
})
