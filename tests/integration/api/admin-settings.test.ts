import { TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchAccount } from '../../../src/api/accounts'
import {
  addReportNote,
  addRight,
  deleteReportNote,
  deleteRight,
  deleteUser,
  fetchReports,
  setUsersActive,
  tagUsers,
  untagUsers,
  updateReportStates,
} from '../../../src/api/admin'
import type { ApiClient } from '../../../src/api/client'
import { reportAccount } from '../../../src/api/reports'
import {
  addAlias,
  changePassword,
  confirmTotp,
  createBackup,
  deleteAlias,
  deleteSettingsProfile,
  disableTotp,
  fetchAliases,
  fetchBackups,
  fetchMascot,
  fetchMfaSettings,
  fetchOAuthTokens,
  fetchSettingsProfile,
  fetchSettingsProfiles,
  generateBackupCodes,
  importList,
  setupTotp,
} from '../../../src/api/settings'
import { updateNotificationSettings } from '../../../src/api/notifications'
import type { RunningInstance } from '../../fake-akkoma/server'
import { seedPassword, signIn, startTestInstance } from './helpers'

let instance: RunningInstance
let alice: ApiClient
let admin: ApiClient

beforeAll(async () => {
  instance = await startTestInstance()
  alice = (await signIn(instance, 'alice')).client
  admin = (await signIn(instance, 'admin')).client
})

afterAll(() => instance.close())

describe('reports and moderation', () => {
  it('takes a report from a user through the admin workflow', async () => {
    const eve = await fetchAccount(alice, 'eve@misskey.example')
    const report = await reportAccount(alice, { accountId: eve.id, comment: 'spam again' })
    const open = await fetchReports(admin, { state: 'open' })
    expect(open.reports.map((r) => r.id)).toContain(report.id)
    await addReportNote(admin, report.id, 'looking into it')
    const noted = (await fetchReports(admin)).reports.find((r) => r.id === report.id)
    const note = noted?.notes?.[0]
    expect(note?.content).toBe('looking into it')
    await deleteReportNote(admin, report.id, String(note?.id))
    await updateReportStates(admin, [{ id: report.id, state: 'resolved' }])
    const resolved = await fetchReports(admin, { state: 'resolved' })
    expect(resolved.reports.map((r) => r.id)).toContain(report.id)
  })

  it('tags, grants rights, deactivates and deletes users', async () => {
    await tagUsers(admin, ['bob'], ['mrf_tag:force-unlisted'])
    expect((await fetchAccount(admin, 'bob')).pleroma?.tags).toContain('mrf_tag:force-unlisted')
    await untagUsers(admin, ['bob'], ['mrf_tag:force-unlisted'])
    expect((await addRight(admin, 'bob', 'moderator')).is_moderator).toBe(true)
    expect((await deleteRight(admin, 'bob', 'moderator')).is_moderator).toBe(false)
    const deactivated = await setUsersActive(admin, ['botty'], false)
    expect(deactivated.users[0]?.is_active).toBe(false)
    expect((await setUsersActive(admin, ['botty'], true)).users[0]?.is_active).toBe(true)
    expect(await deleteUser(admin, 'botty')).toEqual(['botty'])
  })

  it('refuses moderation calls to a member', async () => {
    await expect(fetchReports(alice)).rejects.toMatchObject({ status: 403 })
  })
})

describe('security and data settings', () => {
  it('sets up, confirms and removes a TOTP second factor', async () => {
    const { key } = await setupTotp(alice)
    const code = new TOTP({ secret: key }).generate()
    await confirmTotp(alice, seedPassword, code)
    expect((await fetchMfaSettings(alice)).settings.totp).toBe(true)
    expect((await generateBackupCodes(alice)).codes.length).toBeGreaterThan(0)
    await disableTotp(alice, seedPassword)
    expect((await fetchMfaSettings(alice)).settings.totp).toBe(false)
  })

  it('throws the 200 {"error"} answer of a wrong password', async () => {
    await expect(
      changePassword(alice, {
        password: 'wrong',
        newPassword: 'x',
        newPasswordConfirmation: 'x',
      }),
    ).rejects.toMatchObject({ kind: 'body', serverMessage: 'Invalid password.' })
  })

  it('adds and removes an alias', async () => {
    await addAlias(alice, 'bob@' + new URL(instance.url).host)
    expect((await fetchAliases(alice)).aliases.length).toBe(1)
    await deleteAlias(alice, 'bob@' + new URL(instance.url).host)
    expect((await fetchAliases(alice)).aliases).toEqual([])
  })

  it('lists tokens, backups, the mascot, and imports a list', async () => {
    expect((await fetchOAuthTokens(alice)).length).toBeGreaterThan(0)
    await createBackup(alice)
    expect((await fetchBackups(alice)).length).toBeGreaterThan(0)
    expect((await fetchMascot(alice)).url).toBeTruthy()
    await importList(alice, 'mutes', 'eve@misskey.example\n')
    const result = await updateNotificationSettings(alice, { blockFromStrangers: true })
    expect(result.status).toBe('success')
  })

  it('reads and deletes a settings profile', async () => {
    await alice.json('PUT', '/api/v1/akkoma/frontend_settings/pleroma-fe/desk', {
      json: { settings: { hideNsfw: false }, version: 1 },
    })
    expect((await fetchSettingsProfiles(alice)).map((p) => p.name)).toContain('desk')
    expect((await fetchSettingsProfile(alice, 'desk')).settings).toEqual({ hideNsfw: false })
    expect((await deleteSettingsProfile(alice, 'desk')).deleted).toBe('ok')
  })
})
