import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { apiRelationship, relationship, status } from '../entities/test-factories'
import { createAccountActions, FOLLOW_RECHECKS } from './account-actions'
import { columnTimelineAtom, setColumnAccount } from './columns'
import { getAccountCache, readEntity } from './entity-cache'
import { ingest } from './ingest'
import { noticesAtom } from './notices'
import { fakeClient, httpError, type Handler } from './test-client'

const account = 'alice@local.example'

function setup(handler: Handler) {
  const store = createStore()
  const client = fakeClient(handler)
  const waits: number[] = []
  const actions = createAccountActions(
    { store, accountKey: account, client },
    {
      sleep: (ms) => {
        waits.push(ms)
        return Promise.resolve()
      },
    },
  )
  const rel = (id: string) => readEntity(getAccountCache(store, account), 'relationships', id)
  return { store, client, actions, waits, rel }
}

describe('follow (spec 2 "Follow button")', () => {
  it('settles at once on following', async () => {
    const { actions, client, rel } = setup(() => apiRelationship({ id: 'bob', following: true }))
    const result = await actions.follow('bob', false)
    expect(result).toMatchObject({ ok: true, value: { following: true } })
    expect(client.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v1/accounts/bob/follow',
    ])
    expect(rel('bob')?.following).toBe(true)
  })

  it('settles on a pending request to a locked account', async () => {
    const { actions, client } = setup(() => apiRelationship({ id: 'lena', requested: true }))
    expect(await actions.follow('lena', true)).toMatchObject({ value: { requested: true } })
    expect(client.calls).toHaveLength(1)
  })

  it('asks again up to 3 times, 500 ms apart, when neither came back', async () => {
    let checks = 0
    const { actions, client, waits } = setup((call) => {
      if (call.path.endsWith('/follow')) return apiRelationship({ id: 'carol', requested: true })
      checks += 1
      return [apiRelationship({ id: 'carol', following: checks === 2 })]
    })
    const result = await actions.follow('carol', false)
    expect(result).toMatchObject({ ok: true, value: { following: true } })
    expect(waits).toEqual([500, 500])
    expect(client.to('GET', '/api/v1/accounts/relationships')).toHaveLength(2)
  })

  it('stops after the third re-check', async () => {
    const { actions, client } = setup((call) =>
      call.path.endsWith('/follow')
        ? apiRelationship({ id: 'dan' })
        : [apiRelationship({ id: 'dan' })],
    )
    expect(await actions.follow('dan', false)).toMatchObject({ value: { following: false } })
    expect(client.to('GET', '/api/v1/accounts/relationships')).toHaveLength(FOLLOW_RECHECKS)
  })

  it('says why it failed', async () => {
    const { actions, store } = setup(() => {
      throw httpError(403, 'Could not follow user: You are blocked by this user.')
    })
    expect((await actions.follow('x', false)).ok).toBe(false)
    expect(store.get(noticesAtom)).toHaveLength(1)
  })
})

describe('unfollow', () => {
  it('takes the user out of every home column, not other columns', async () => {
    const { store, actions } = setup(() => apiRelationship({ id: 'bob' }))
    ingest(store, account, {
      statuses: [status('1', { user_id: 'bob' }), status('2', { user_id: 'eve' })],
    })
    for (const [columnId, kind] of [
      ['home-1', 'home'],
      ['local-1', 'public'],
    ] as const) {
      const timeline = columnTimelineAtom(store, columnId)
      setColumnAccount(store, columnId, account, kind)
      store.set(timeline, { type: 'received', direction: 'initial', ids: ['2', '1'], now: 0 })
    }
    expect(store.get(columnTimelineAtom(store, 'home-1')).shown).toEqual(['2', '1'])
    await actions.unfollow('bob')
    expect(store.get(columnTimelineAtom(store, 'home-1')).shown).toEqual(['2'])
    expect(store.get(columnTimelineAtom(store, 'local-1')).shown).toEqual(['2', '1'])
  })
})

describe('mute and block', () => {
  it('fold the posts at once, then keep the answer', async () => {
    let answer: (value: unknown) => void = () => undefined
    const { store, actions, rel, client } = setup(
      () => new Promise((resolve) => (answer = resolve)),
    )
    ingest(store, account, { relationships: [relationship('bob')] })
    const muting = actions.mute('bob', true, 3600)
    expect(rel('bob')?.muting).toBe(true)
    answer(apiRelationship({ id: 'bob', muting: true }))
    expect(await muting).toEqual({ ok: true, value: undefined })
    expect(client.calls[0]?.options).toMatchObject({ json: { expires_in: 3600 } })
  })

  it('roll back and raise a notice when the server refuses', async () => {
    const { store, actions, rel } = setup(() => {
      throw httpError(500)
    })
    ingest(store, account, { relationships: [relationship('bob', { following: true })] })
    const result = await actions.block('bob', true)
    expect(result.ok).toBe(false)
    expect(rel('bob')).toMatchObject({ blocking: false, following: true })
    expect(store.get(noticesAtom)).toHaveLength(1)
  })
})

describe('domain mute and report', () => {
  it('mutes the domain, then fetches the relationship again', async () => {
    const { actions, client, rel } = setup((call) =>
      call.method === 'GET' ? [apiRelationship({ id: 'carol', domain_blocking: true })] : {},
    )
    await actions.muteDomain('carol', 'remote.example', true)
    expect(client.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v1/domain_blocks',
      'GET /api/v1/accounts/relationships',
    ])
    expect(rel('carol')?.domain_blocking).toBe(true)
  })

  it('sends the report and leaves the failure to the dialog', async () => {
    const { actions, client, store } = setup(() => ({ id: 'r1', action_taken: false }))
    await actions.report({
      accountId: 'bob',
      statusIds: ['1', '2'],
      comment: 'spam',
      forward: true,
    })
    expect(client.calls[0]?.options).toMatchObject({
      json: { account_id: 'bob', status_ids: ['1', '2'], comment: 'spam', forward: true },
    })
    const failing = setup(() => {
      throw httpError(500)
    })
    expect((await failing.actions.report({ accountId: 'bob' })).ok).toBe(false)
    expect(failing.store.get(noticesAtom)).toHaveLength(0)
    expect(store.get(noticesAtom)).toHaveLength(0)
  })
})
