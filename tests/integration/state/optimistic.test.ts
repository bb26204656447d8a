import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { getAccountCache, readEntity } from '../../../src/state/entity-cache'
import { noticesAtom } from '../../../src/state/notices'
import { setFavourite } from '../../../src/state/optimistic'
import type { TimelineColumn } from '../../../src/state/timeline-column'
import type { RunningInstance } from '../../fake-akkoma/server'
import { control, localFeed, mountColumn, signInState, startTestInstance } from './helpers'

let instance: RunningInstance
const columns: TimelineColumn[] = []

beforeAll(async () => {
  instance = await startTestInstance()
})
afterEach(async () => {
  for (const column of columns.splice(0)) column.dispose()
  await control(instance, 'faults', { failRate: 0 })
})
afterAll(() => instance.close())

describe('optimistic favourite against the local instance', () => {
  it('rolls back and shows the error when the server refuses it', async () => {
    const alice = await signInState(instance, 'alice')
    const column = mountColumn(alice, localFeed, columns)
    await column.loadInitial()
    const cache = getAccountCache(alice.store, alice.accountKey)
    const target = column
      .state()
      .shown.map((id) => readEntity(cache, 'statuses', id))
      .find((status) => status && !status.favorited && status.retweeted_status_id === null)
    if (!target) throw new Error('the seed has no status alice has not favourited')

    await control(instance, 'faults', { failRate: 1, failStatus: 500 })
    const pending = setFavourite(alice, target.id, true)
    expect(readEntity(cache, 'statuses', target.id)).toMatchObject({
      favorited: true,
      fave_num: target.fave_num + 1,
    })
    const result = await pending
    expect(result.ok).toBe(false)
    expect(readEntity(cache, 'statuses', target.id)).toMatchObject({
      favorited: false,
      fave_num: target.fave_num,
    })
    const notices = alice.store.get(noticesAtom)
    expect(notices.map((n) => [n.level, n.message.descriptor.defaultMessage])).toEqual([
      ['error', 'Internal Server Error'],
    ])

    // The same action with the server answering: its answer replaces the patch.
    await control(instance, 'faults', { failRate: 0 })
    expect(await setFavourite(alice, target.id, true)).toEqual({ ok: true })
    expect(readEntity(cache, 'statuses', target.id)).toMatchObject({
      favorited: true,
      fave_num: target.fave_num + 1,
    })
    const fetched = await alice.client.json<{ favourited: boolean }>(
      'GET',
      `/api/v1/statuses/${target.id}`,
    )
    expect(fetched.favourited).toBe(true)
  })
})
