import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../src/api/client'
import { collectPages, walkPages } from '../../../src/api/paging'
import { createStatus } from '../../../src/api/server-kind'
import {
  fetchHomeTimeline,
  fetchPublicTimeline,
  fetchTimelinePage,
  type TimelineSource,
} from '../../../src/api/timelines'
import type { RunningInstance } from '../../fake-akkoma/server'
import { signIn, startTestInstance } from './helpers'

let instance: RunningInstance
let alice: ApiClient

beforeAll(async () => {
  instance = await startTestInstance({ statuses: 150 })
  alice = (await signIn(instance, 'alice')).client
})

afterAll(() => instance.close())

describe('paging a whole timeline through Link headers', () => {
  it('walks every page of the public timeline with no gap and no duplicate', async () => {
    const pages: string[][] = []
    for await (const page of walkPages((maxId) => fetchPublicTimeline(alice, { maxId }))) {
      pages.push(page.items.map((status) => status.id))
    }
    const ids = pages.flat()
    expect(pages.length).toBeGreaterThan(3)
    // Full pages of 20 down to the last partial one; the walk ends on the empty page after it.
    expect(pages.slice(0, -2).every((page) => page.length === 20)).toBe(true)
    expect(pages.at(-1)).toEqual([])
    expect(new Set(ids).size).toBe(ids.length)
    // Newest first all the way down: flake ids sort like their creation time.
    expect([...ids].sort().reverse()).toEqual(ids)
    // Bigger pages see exactly the same statuses: nothing was skipped between pages.
    const wide = await collectPages((maxId) => fetchPublicTimeline(alice, { maxId, limit: 40 }))
    expect(wide.map((status) => status.id)).toEqual(ids)
  })

  it('reads newer items through min_id from the prev link', async () => {
    const first = await fetchHomeTimeline(alice)
    expect(first.items.length).toBeGreaterThan(0)
    expect(first.minId).toBe(first.items[0]?.id)
    const older = await fetchHomeTimeline(alice, { maxId: first.maxId })
    const back = await fetchHomeTimeline(alice, { minId: older.minId })
    expect(back.items.map((s) => s.id)).toContain(first.items.at(-1)?.id)
  })
})

describe('tag timelines', () => {
  it('apply the any and none filters of a tag column', async () => {
    const cats = await createStatus(alice, { status: 'a #pagingcats post', visibility: 'public' })
    const dogs = await createStatus(alice, { status: 'a #pagingdogs post', visibility: 'public' })
    const both = await createStatus(alice, {
      status: '#pagingcats and #pagingdogs',
      visibility: 'public',
    })
    const ids = async (source: TimelineSource) =>
      (await fetchTimelinePage(alice, source)).items.map((status) => status.id)
    expect(await ids({ kind: 'tag', tag: 'pagingcats' })).toEqual([both.id, cats.id])
    expect(await ids({ kind: 'tag', tag: 'pagingcats', any: ['pagingdogs'] })).toEqual([
      both.id,
      dogs.id,
      cats.id,
    ])
    expect(await ids({ kind: 'tag', tag: 'pagingcats', none: ['pagingdogs'] })).toEqual([cats.id])
    expect(await ids({ kind: 'tag', tag: 'pagingcats', all: ['pagingdogs'] })).toEqual([both.id])
  })
})
