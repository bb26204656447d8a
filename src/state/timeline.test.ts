import { describe, expect, it } from 'vitest'
import {
  CLICK_BLOCK_MS,
  COLUMN_MAX_IDS,
  COLUMN_WINDOW_BELOW,
  VISIBLE_AFTER_SHOW_NEW,
} from './constants'
import {
  createTimeline,
  timelineReducer,
  type FetchDirection,
  type TimelineAction,
  type TimelineState,
} from './timeline'
import {
  canLoadOlder,
  firstUnreadId,
  heldIds,
  isClickBlocked,
  newItemsButton,
  unreadCount,
} from './timeline-selectors'

/** Ids from `from` down to `to`, newest first, as the server pages them. */
function range(from: number, to: number): string[] {
  const out: string[] = []
  for (let n = from; n >= to; n--) out.push(String(n))
  return out
}

function page(
  direction: FetchDirection,
  ids: readonly string[],
  extra: Partial<Extract<TimelineAction, { type: 'received' }>> = {},
): TimelineAction {
  return { type: 'received', direction, ids, now: 1000, ...extra }
}

function run(state: TimelineState, ...actions: TimelineAction[]): TimelineState {
  return actions.reduce(timelineReducer, state)
}

/** A timeline that loaded 100..81 and where the reader scrolled away from the top. */
function loadedAwayFromTop(config = {}): TimelineState {
  return run(createTimeline(config), page('initial', range(100, 81)), {
    type: 'viewChanged',
    view: { atTop: false },
  })
}

describe('first page', () => {
  it('shows the first page at once and takes the cursors from it', () => {
    const state = run(createTimeline(), { type: 'fetchStarted', direction: 'initial' })
    expect(state.loading).toBe(true)
    const loaded = run(state, page('initial', range(100, 81)))
    expect(loaded.shown).toEqual(range(100, 81))
    expect(loaded.loading).toBe(false)
    expect(loaded.olderCursor).toBe('81')
    expect(loaded.newerCursor).toBe('100')
  })

  it('prefers the Link header cursors over item ids', () => {
    const state = run(createTimeline(), page('initial', ['9', '8'], { maxId: 'b7', minId: 'b10' }))
    expect(state.olderCursor).toBe('b7')
    expect(state.newerCursor).toBe('b10')
  })

  it('shows even a newer-direction page at once when nothing is held', () => {
    const state = run(createTimeline(), page('newer', range(5, 1)))
    expect(state.shown).toEqual(range(5, 1))
    expect(state.queue).toEqual([])
  })
})

describe('ordering', () => {
  it('orders newest first comparing ids by length before characters', () => {
    const state = run(createTimeline(), page('initial', ['99', '100', '9', '1000']))
    expect(state.shown).toEqual(['1000', '100', '99', '9'])
  })

  it('orders Akkoma flake ids lexically', () => {
    const ids = ['9toJCu5YZW7O7gfvH6', 'AHDp0GBdRn1EPN5HN2', 'AHDp0GBdRn1EPN5HN1']
    const state = run(createTimeline(), page('initial', ids))
    expect(state.shown).toEqual(['AHDp0GBdRn1EPN5HN2', 'AHDp0GBdRn1EPN5HN1', '9toJCu5YZW7O7gfvH6'])
  })

  it('keeps the server order for bookmarks', () => {
    const state = run(
      createTimeline({ order: 'server' }),
      page('initial', ['5', '90', '7']),
      page('older', ['300', '2']),
    )
    expect(state.shown).toEqual(['5', '90', '7', '300', '2'])
  })

  it('never holds an id twice', () => {
    const state = run(createTimeline(), page('initial', range(10, 5)), page('older', range(7, 1)))
    expect(state.shown).toEqual(range(10, 1))
  })
})

describe('older pages', () => {
  it('appends an older page and moves the older cursor', () => {
    const state = run(
      createTimeline(),
      page('initial', range(100, 81)),
      page('older', range(80, 61)),
    )
    expect(state.shown).toHaveLength(40)
    expect(state.olderCursor).toBe('61')
    expect(state.newerCursor).toBe('100')
  })

  it('bottoms out when an older fetch returns nothing', () => {
    const state = run(createTimeline(), page('initial', range(3, 1)), page('older', []))
    expect(state.bottomedOut).toBe(true)
    expect(state.olderCursor).toBe('1')
    expect(canLoadOlder(state)).toBe(false)
  })

  it('does not bottom out on an empty first page of newer items', () => {
    const state = run(createTimeline(), page('initial', range(3, 1)), page('newer', []))
    expect(state.bottomedOut).toBe(false)
  })

  it('refuses older loads while loading', () => {
    const state = run(createTimeline(), { type: 'fetchStarted', direction: 'older' })
    expect(canLoadOlder(state)).toBe(false)
  })
})

describe('new items', () => {
  it('queues newer items while the reader is away from the top and pauses', () => {
    const state = run(loadedAwayFromTop(), page('newer', range(103, 101)))
    expect(state.queue).toEqual(range(103, 101))
    expect(state.shown[0]).toBe('100')
    expect(state.paused).toBe(true)
    expect(newItemsButton(state)).toEqual({ kind: 'show', count: 3 })
    expect(state.newerCursor).toBe('103')
  })

  it('shows streamed items by themselves at the top of a focused, unpaused timeline', () => {
    const state = run(createTimeline(), page('initial', range(100, 81)), {
      type: 'streamed',
      id: '101',
      now: 5000,
    })
    expect(state.shown[0]).toBe('101')
    expect(state.queue).toEqual([])
    expect(isClickBlocked(state, 5000 + CLICK_BLOCK_MS - 1)).toBe(true)
    expect(isClickBlocked(state, 5000 + CLICK_BLOCK_MS)).toBe(false)
  })

  it('queues when the column is not focused', () => {
    const state = run(
      createTimeline(),
      page('initial', range(100, 81)),
      { type: 'viewChanged', view: { focused: false } },
      { type: 'streamed', id: '101', now: 1 },
    )
    expect(state.queue).toEqual(['101'])
    expect(state.paused).toBe(true)
  })

  it('queues with streaming off even at the top', () => {
    const state = run(createTimeline({ streaming: false }), page('initial', range(100, 81)), {
      type: 'streamed',
      id: '101',
      now: 1,
    })
    expect(state.queue).toEqual(['101'])
  })

  it('stays paused after returning to the top until the reader shows new items', () => {
    const paused = run(loadedAwayFromTop(), { type: 'streamed', id: '101', now: 1 })
    const back = run(
      paused,
      { type: 'viewChanged', view: { atTop: true } },
      { type: 'streamed', id: '102', now: 2 },
    )
    expect(back.queue).toEqual(['102', '101'])
    const shown = run(back, { type: 'showNew', now: 10 })
    expect(shown.shown.slice(0, 3)).toEqual(['102', '101', '100'])
    expect(shown.paused).toBe(false)
    expect(shown.clickBlockedUntil).toBe(10 + CLICK_BLOCK_MS)
  })

  it('ignores a streamed id already held', () => {
    const state = loadedAwayFromTop()
    expect(run(state, { type: 'streamed', id: '90', now: 1 })).toBe(state)
  })

  it('leaves 50 statuses visible after showing new items', () => {
    const state = run(
      loadedAwayFromTop(),
      page('older', range(80, 41)),
      page('newer', range(110, 101), { contiguous: true }),
      { type: 'showNew', now: 1 },
    )
    expect(state.shown).toHaveLength(VISIBLE_AFTER_SHOW_NEW)
    expect(state.shown[0]).toBe('110')
    expect(state.olderCursor).toBe(state.shown.at(-1))
    expect(state.bottomedOut).toBe(false)
  })

  it('skips ids the timeline already holds when queueing', () => {
    const state = run(loadedAwayFromTop(), page('newer', ['101', '100', '99']))
    expect(state.queue).toEqual(['101'])
  })
})

describe('flush marker', () => {
  it('is set by a newer fetch of 20 or more into a non-empty, idle timeline', () => {
    const state = run(loadedAwayFromTop(), page('newer', range(140, 121)))
    expect(state.flushMarker).not.toBeNull()
    expect(newItemsButton(state)).toEqual({ kind: 'reload' })
  })

  it('is not set by 19 items', () => {
    const state = run(loadedAwayFromTop(), page('newer', range(139, 121)))
    expect(state.flushMarker).toBeNull()
  })

  it('is not set while the timeline is loading', () => {
    const state = run(
      loadedAwayFromTop(),
      { type: 'fetchStarted', direction: 'older' },
      page('newer', range(140, 121)),
    )
    expect(state.flushMarker).toBeNull()
  })

  it('is not set by a contiguous gap-filling walk', () => {
    const state = run(loadedAwayFromTop(), page('newer', range(140, 121), { contiguous: true }))
    expect(state.flushMarker).toBeNull()
  })

  it('turns show-new into a reload that empties the timeline for a refetch', () => {
    const flushed = run(loadedAwayFromTop(), page('newer', range(140, 121)))
    const state = run(flushed, { type: 'showNew', now: 1 })
    expect(state.shown).toEqual([])
    expect(state.queue).toEqual([])
    expect(state.flushMarker).toBeNull()
    expect(state.olderCursor).toBeNull()
    expect(state.view.atTop).toBe(false)
  })

  it('stops automatic showing while set', () => {
    const state = run(
      createTimeline(),
      page('initial', range(100, 81)),
      page('newer', range(140, 121)),
      { type: 'streamed', id: '141', now: 1 },
    )
    expect(state.shown[0]).toBe('100')
    expect(state.queue[0]).toBe('141')
  })
})

describe('user, tag, bookmarks and lists', () => {
  it('accepts data for the timeline user only', () => {
    const state = createTimeline({}, { userId: 'alice' })
    expect(run(state, page('initial', ['1'], { userId: 'bob' })).shown).toEqual([])
    expect(run(state, page('initial', ['1'], { userId: 'alice' })).shown).toEqual(['1'])
  })

  it('clears when the user changes', () => {
    const state = run(createTimeline({}, { userId: 'alice' }), page('initial', ['1']))
    const changed = run(state, { type: 'userChanged', userId: 'bob' })
    expect(changed.shown).toEqual([])
    expect(changed.userId).toBe('bob')
    expect(run(state, { type: 'userChanged', userId: 'alice' })).toBe(state)
  })

  it('clears when the tag changes so it is fetched again', () => {
    const state = run(createTimeline({}, { paramsKey: 'cats' }), page('initial', ['1']))
    expect(run(state, { type: 'paramsChanged', paramsKey: 'cats' }).shown).toEqual(['1'])
    const dogs = run(state, { type: 'paramsChanged', paramsKey: 'dogs' })
    expect(dogs.shown).toEqual([])
    expect(dogs.paramsKey).toBe('dogs')
  })

  it('clears bookmarks and lists on leaving, others keep their items', () => {
    const list = run(createTimeline({ clearOnLeave: true }), page('initial', ['1']))
    expect(run(list, { type: 'left' }).shown).toEqual([])
    const home = run(createTimeline(), page('initial', ['1']))
    expect(run(home, { type: 'left' }).shown).toEqual(['1'])
  })
})

describe('errors and deletes', () => {
  const error = { descriptor: { id: 'timeline.error', defaultMessage: 'Error' } }

  it('keeps the items and records the error of a failed fetch', () => {
    const state = run(
      createTimeline(),
      page('initial', ['2', '1']),
      { type: 'fetchStarted', direction: 'older' },
      { type: 'fetchFailed', direction: 'older', error },
    )
    expect(state.shown).toEqual(['2', '1'])
    expect(state.loading).toBe(false)
    expect(state.error).toBe(error)
    expect(run(state, page('older', [])).error).toBeNull()
  })

  it('tracks a failed newer fetch apart from the loading flag', () => {
    const state = run(createTimeline(), { type: 'fetchStarted', direction: 'newer' })
    expect(state.loadingNewer).toBe(true)
    expect(state.loading).toBe(false)
    expect(run(state, { type: 'fetchFailed', direction: 'newer', error }).loadingNewer).toBe(false)
  })

  it('removes a deleted id wherever it is', () => {
    const state = run(loadedAwayFromTop(), { type: 'streamed', id: '101', now: 1 })
    const gone = run(state, { type: 'deleted', id: '101' }, { type: 'deleted', id: '90' })
    expect(gone.queue).toEqual([])
    expect(gone.shown).not.toContain('90')
    expect(run(gone, { type: 'deleted', id: 'nope' })).toBe(gone)
  })
})

describe('unread', () => {
  it('counts statuses shown since the reader last marked read', () => {
    const state = run(createTimeline(), page('initial', range(100, 81)))
    expect(unreadCount(state)).toBe(0)
    const more = run(
      state,
      { type: 'streamed', id: '101', now: 1 },
      {
        type: 'streamed',
        id: '102',
        now: 2,
      },
    )
    expect(unreadCount(more)).toBe(2)
    expect(firstUnreadId(more)).toBe('101')
    const read = run(more, { type: 'markRead' })
    expect(unreadCount(read)).toBe(0)
    expect(firstUnreadId(read)).toBeNull()
  })

  it('counts by position in server-ordered timelines', () => {
    const state = run(createTimeline({ order: 'server' }), page('initial', ['5', '3']))
    const more = run(state, page('newer', ['9']), { type: 'showNew', now: 1 })
    expect(unreadCount(more)).toBe(1)
  })
})

describe('memory window', () => {
  it('drops ids far below the row being read and lets them load again', () => {
    let state = run(createTimeline(), page('initial', range(1000, 981)))
    for (let top = 980; top > 400; top -= 20)
      state = run(state, page('older', range(top, top - 19)))
    expect(state.shown.length).toBeGreaterThan(COLUMN_WINDOW_BELOW + 1)
    const anchor = state.shown[10]!
    const trimmed = run(state, { type: 'trim', anchorId: anchor })
    expect(trimmed.shown).toHaveLength(11 + COLUMN_WINDOW_BELOW)
    expect(trimmed.olderCursor).toBe(trimmed.shown.at(-1))
    expect(heldIds(trimmed)).toEqual(trimmed.shown)
  })

  it('drops ids far above a reader deep in a long timeline, and asks for a reload', () => {
    const ids = range(9000, 6001)
    const state = run(createTimeline(), page('initial', ids))
    const anchor = ids[2500]!
    const trimmed = run(state, { type: 'trim', anchorId: anchor })
    expect(trimmed.shown.length).toBeLessThanOrEqual(COLUMN_MAX_IDS)
    expect(trimmed.shown).toContain(anchor)
    expect(trimmed.shown.indexOf(anchor)).toBe(trimmed.shown.length - 1 - COLUMN_WINDOW_BELOW)
    expect(newItemsButton(trimmed)).toEqual({ kind: 'reload' })
  })

  it('keeps a short timeline whole', () => {
    const state = run(createTimeline(), page('initial', range(10, 1)))
    expect(run(state, { type: 'trim', anchorId: null })).toBe(state)
  })
})

describe('config', () => {
  it('changes only what differs', () => {
    const state = createTimeline()
    expect(run(state, { type: 'configChanged', config: { streaming: true } })).toBe(state)
    const bookmarks = run(state, { type: 'configChanged', config: { order: 'server' } })
    expect(bookmarks.config.order).toBe('server')
  })
})

describe('aborted fetches', () => {
  it('clear the loading flags so a remounted column can load again', () => {
    const state = run(
      createTimeline(),
      page('initial', ['2', '1']),
      { type: 'fetchStarted', direction: 'older' },
      { type: 'fetchStarted', direction: 'newer' },
      { type: 'fetchAborted' },
    )
    expect(state.loading).toBe(false)
    expect(state.loadingNewer).toBe(false)
    expect(canLoadOlder(state)).toBe(true)
    expect(run(state, { type: 'fetchAborted' })).toBe(state)
  })
})
