import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getAccountCache, readEntity } from '../../../src/state/entity-cache'
import { loadReportPage } from '../../../src/state/loaders/reports'
import { loadAdminStatuses } from '../../../src/state/moderation/admin-statuses'
import { setReportStates } from '../../../src/state/moderation/report-actions'
import { moderateStatus } from '../../../src/state/moderation/status-moderation'
import { noticesAtom } from '../../../src/state/notices'
import type { RunningInstance } from '../../fake-akkoma/server'
import { control, signInState, startTestInstance, type SignedIn } from './helpers'

// The moderation view's posts and the moderation actions against the local instance: the admin
// status list's filters, and what a refused (403) action leaves behind: nothing changed, the
// server's reason said.
let instance: RunningInstance

beforeAll(async () => {
  instance = await startTestInstance()
})
afterAll(() => instance.close())

const target = (who: SignedIn) => ({ store: who.store, accountKey: who.accountKey })
const statusIn = (who: SignedIn, id: string) =>
  readEntity(getAccountCache(who.store, who.accountKey), 'statuses', id)
const noticeTexts = (who: SignedIn) =>
  who.store.get(noticesAtom).map((notice) => JSON.stringify(notice.message))

async function post(token: string, status: string, visibility: string): Promise<string> {
  const response = await fetch(`${instance.url}/api/v1/statuses`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status, visibility }),
  })
  return ((await response.json()) as { id: string }).id
}

const refuse = (failPath: string, failMethod: string) =>
  control(instance, 'faults', { failRate: 1, failStatus: 403, failPath, failMethod })
const allow = () => control(instance, 'faults', { failRate: 0, failPath: '', failMethod: '' })

describe('moderation against the local instance', () => {
  it('lists the recent posts with the view’s switches, ingested for every screen', async () => {
    const admin = await signInState(instance, 'admin')
    const open = await post('seed-token-bob', 'public, for the posts tab', 'public')
    const secret = await post('seed-token-bob', 'followers only, for the posts tab', 'private')
    const plain = await loadAdminStatuses(
      target(admin),
      { localOnly: false, godmode: false, withReblogs: false },
      1,
    )
    expect(plain.ids[0]).toBe(open)
    expect(plain.ids).not.toContain(secret)
    expect(plain.more).toBe(true)
    expect(statusIn(admin, open)?.visibility).toBe('public')
    const god = await loadAdminStatuses(
      target(admin),
      { localOnly: false, godmode: true, withReblogs: false },
      1,
    )
    expect(god.ids[0]).toBe(secret)
    const second = await loadAdminStatuses(
      target(admin),
      { localOnly: false, godmode: false, withReblogs: false },
      2,
    )
    expect(second.ids.some((id) => plain.ids.includes(id))).toBe(false)
  })

  it('a refused scope change (403) leaves the post as it was and says why', async () => {
    const admin = await signInState(instance, 'admin')
    const id = await post('seed-token-bob', 'a post staff try to hide', 'public')
    await loadAdminStatuses(
      target(admin),
      { localOnly: false, godmode: false, withReblogs: false },
      1,
    )
    await refuse(`/api/v1/pleroma/admin/statuses/${id}`, 'PUT')
    try {
      const result = await moderateStatus(admin.store, admin.accountKey, id, {
        visibility: 'unlisted',
      })
      expect(result.ok).toBe(false)
      expect(JSON.stringify(result.ok ? null : result.error)).toContain(
        'User is not a staff member.',
      )
    } finally {
      await allow()
    }
    expect(statusIn(admin, id)?.visibility).toBe('public')
    expect(noticeTexts(admin).some((text) => text.includes('User is not a staff member.'))).toBe(
      true,
    )
    // Allowed again, the same change is applied from the server's answer.
    const done = await moderateStatus(admin.store, admin.accountKey, id, { visibility: 'unlisted' })
    expect(done.ok).toBe(true)
    expect(statusIn(admin, id)?.visibility).toBe('unlisted')
  })

  it('a refused report state change (403) leaves the report open and says why', async () => {
    const bob = await fetch(`${instance.url}/api/v1/accounts/lookup?acct=bob`)
    const bobId = ((await bob.json()) as { id: string }).id
    const filed = await fetch(`${instance.url}/api/v1/reports`, {
      method: 'POST',
      headers: { Authorization: 'Bearer seed-token-alice', 'Content-Type': 'application/json' },
      body: JSON.stringify({ account_id: bobId, comment: 'refused triage' }),
    })
    const reportId = ((await filed.json()) as { id: string }).id
    const mod = await signInState(instance, 'mod')
    await loadReportPage(target(mod), { state: 'open', page: 1 })
    const reportIn = () =>
      readEntity(getAccountCache(mod.store, mod.accountKey), 'reports', reportId)
    expect(reportIn()?.state).toBe('open')
    await refuse('/api/v1/pleroma/admin/reports', 'PATCH')
    try {
      const result = await setReportStates(mod.store, mod.accountKey, [
        { id: reportId, state: 'resolved' },
      ])
      expect(result.ok).toBe(false)
      expect(JSON.stringify(result.ok ? null : result.error)).toContain(
        'User is not a staff member.',
      )
    } finally {
      await allow()
    }
    expect(reportIn()?.state).toBe('open')
  })
})
