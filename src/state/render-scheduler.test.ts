import { describe, expect, it, vi } from 'vitest'
import { createRenderScheduler } from './render-scheduler'

/** A scheduler on a fake clock whose frames run when the test says so. */
function harness(intervalMs = 500) {
  let clock = 0
  const frames: (() => void)[] = []
  const timers: { at: number; run: () => void }[] = []
  const scheduler = createRenderScheduler({
    intervalMs,
    now: () => clock,
    requestFrame: (run) => frames.push(run),
    setTimer: (run, ms) => timers.push({ at: clock + ms, run }),
  })
  return {
    scheduler,
    /** Advance the clock by 16 ms and run the frame asked for, if any. */
    frame() {
      clock += 16
      for (const timer of timers.splice(0).sort((a, b) => a.at - b.at)) {
        if (timer.at <= clock) timer.run()
        else timers.push(timer)
      }
      frames.splice(0).forEach((run) => run())
    },
    frames: () => frames.length,
  }
}

describe('render scheduler', () => {
  it('gives one key per frame, in the order they asked', () => {
    const h = harness()
    const ran: string[] = []
    for (const key of ['a', 'b', 'c']) h.scheduler.request(key, () => ran.push(key))
    expect(ran).toEqual([])
    h.frame()
    expect(ran).toEqual(['a'])
    h.frame()
    h.frame()
    expect(ran).toEqual(['a', 'b', 'c'])
    expect(h.scheduler.pending).toBe(0)
  })

  it('runs a key at most once per interval and the latest commit asked for', () => {
    const h = harness(500)
    const ran: string[] = []
    h.scheduler.request('a', () => ran.push('first'))
    h.frame()
    h.scheduler.request('a', () => ran.push('second'))
    h.scheduler.request('a', () => ran.push('third'))
    for (let i = 0; i < 29; i++) h.frame() // 464 ms later: still too soon
    expect(ran).toEqual(['first'])
    for (let i = 0; i < 3; i++) h.frame()
    expect(ran).toEqual(['first', 'third'])
  })

  it('lets another key through while one waits for its interval', () => {
    const h = harness(500)
    const ran: string[] = []
    h.scheduler.request('a', () => ran.push('a1'))
    h.frame()
    h.scheduler.request('a', () => ran.push('a2'))
    h.scheduler.request('b', () => ran.push('b1'))
    h.frame()
    expect(ran).toEqual(['a1', 'b1'])
  })

  it('asks for no frame while nothing is ready, and drops cancelled and forgotten keys', () => {
    const h = harness(500)
    const commit = vi.fn()
    h.scheduler.request('a', commit)
    h.frame()
    h.scheduler.request('a', commit)
    expect(h.frames()).toBe(0)
    h.scheduler.cancel('a')
    for (let i = 0; i < 40; i++) h.frame()
    expect(commit).toHaveBeenCalledTimes(1)
    h.scheduler.request('a', commit)
    h.frame()
    expect(commit).toHaveBeenCalledTimes(2)
    h.scheduler.request('a', commit)
    h.scheduler.forget('a')
    h.scheduler.request('a', commit)
    h.frame()
    expect(commit).toHaveBeenCalledTimes(3)
  })
})
