import { describe, expect, it } from 'vitest'
import { call, useInstance } from './contract'

const alice = 'seed-token-alice'
const bob = 'seed-token-bob'

interface Backup {
  id: number
  processed: boolean
  file_size: number
  url: string
}

describe('backups made after a delay', () => {
  const h = useInstance({ settings: { backupDelayMs: 300 } })

  it('answers processed false at first, then true, with the archive served', async () => {
    const asked = await call<Backup[]>(h, '/api/v1/pleroma/backups', {
      token: alice,
      method: 'POST',
    })
    expect(asked.body[0]).toMatchObject({ processed: false, file_size: 0 })
    const url = asked.body[0]?.url ?? ''
    expect((await fetch(url)).status).toBe(404)
    await expect
      .poll(
        async () =>
          (await call<Backup[]>(h, '/api/v1/pleroma/backups', { token: alice })).body[0]?.processed,
      )
      .toBe(true)
    const archive = await fetch(url)
    expect(archive.status).toBe(200)
    expect(archive.headers.get('content-type')).toBe('application/zip')
    expect(
      Buffer.from(await archive.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK')
  })
})

describe('account options and muted authors', () => {
  const h = useInstance()

  it('keeps source.sensitive from update_credentials', async () => {
    const updated = await call<{ source: { sensitive: boolean } }>(
      h,
      '/api/v1/accounts/update_credentials',
      { token: alice, method: 'PATCH', json: { source: { sensitive: true } } },
    )
    expect(updated.body.source.sensitive).toBe(true)
    const me = await call<{ source: { sensitive: boolean } }>(
      h,
      '/api/v1/accounts/verify_credentials',
      {
        token: alice,
      },
    )
    expect(me.body.source.sensitive).toBe(true)
  })

  it('marks posts of a muted author muted, shown only with with_muted', async () => {
    const posted = await call<{ id: string }>(h, '/api/v1/statuses', {
      token: bob,
      json: { status: 'from bob, muted soon', visibility: 'public' },
    })
    const bobId = (await call<{ id: string }>(h, '/api/v1/accounts/lookup?acct=bob')).body.id
    await call(h, `/api/v1/accounts/${bobId}/mute`, { token: alice, method: 'POST' })
    const hidden = await call<{ id: string }[]>(h, '/api/v1/timelines/public?limit=40', {
      token: alice,
    })
    expect(hidden.body.some((s) => s.id === posted.body.id)).toBe(false)
    const shown = await call<{ id: string; muted: boolean }[]>(
      h,
      '/api/v1/timelines/public?limit=40&with_muted=true',
      { token: alice },
    )
    expect(shown.body.find((s) => s.id === posted.body.id)?.muted).toBe(true)
  })
})
