import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchAccount, verifyCredentials } from '../../../src/api/accounts'
import {
  adminCreateAnnouncement,
  adminDeleteAnnouncement,
  adminFetchAnnouncements,
  adminUpdateAnnouncement,
  dismissAnnouncement,
  fetchAnnouncements,
} from '../../../src/api/announcements'
import type { ApiClient } from '../../../src/api/client'
import {
  addListAccounts,
  createList,
  deleteList,
  fetchList,
  fetchListAccounts,
  fetchLists,
  removeListAccounts,
  updateList,
} from '../../../src/api/lists'
import {
  dismissNotification,
  fetchNotification,
  fetchNotifications,
  markNotificationsRead,
} from '../../../src/api/notifications'
import { createStatus } from '../../../src/api/server-kind'
import { fetchFollowedTags, fetchTag, followTag, unfollowTag } from '../../../src/api/tags'
import { fetchConversations, fetchListTimeline } from '../../../src/api/timelines'
import type { RunningInstance } from '../../fake-akkoma/server'
import { signIn, startTestInstance } from './helpers'

let instance: RunningInstance
let alice: ApiClient
let bob: ApiClient
let admin: ApiClient

beforeAll(async () => {
  instance = await startTestInstance()
  alice = (await signIn(instance, 'alice')).client
  bob = (await signIn(instance, 'bob')).client
  admin = (await signIn(instance, 'admin')).client
})

afterAll(() => instance.close())

describe('notifications', () => {
  it('arrive for a mention, are marked read and dismissed', async () => {
    const mention = await createStatus(bob, { status: '@alice look', visibility: 'public' })
    const page = await fetchNotifications(alice, { includeTypes: ['mention'] })
    const notification = page.items.find((n) => n.status?.id === mention.id)
    expect(notification?.type).toBe('mention')
    const id = notification?.id ?? ''
    const read = await markNotificationsRead(alice, { id })
    expect(Array.isArray(read) ? read[0]?.pleroma?.is_seen : read.pleroma?.is_seen).toBe(true)
    await markNotificationsRead(alice, { maxId: id })
    expect((await fetchNotification(alice, id)).id).toBe(id)
    await dismissNotification(alice, id)
    const after = await fetchNotifications(alice, { includeTypes: ['mention'] })
    expect(after.items.map((n) => n.id)).not.toContain(id)
  })

  it('list direct conversations', async () => {
    await createStatus(bob, { status: '@alice just between us', visibility: 'direct' })
    const conversations = await fetchConversations(alice)
    expect(conversations.items.length).toBeGreaterThan(0)
    expect(conversations.items[0]?.last_status?.visibility).toBe('direct')
  })
})

describe('lists', () => {
  it('are created, filled, read, renamed, emptied and deleted', async () => {
    const bobId = (await fetchAccount(alice, 'bob')).id
    const list = await createList(alice, 'friends')
    await addListAccounts(alice, list.id, [bobId])
    expect((await fetchListAccounts(alice, list.id)).map((a) => a.id)).toEqual([bobId])
    expect((await fetchLists(alice)).map((l) => l.id)).toContain(list.id)
    expect((await updateList(alice, list.id, 'close friends')).title).toBe('close friends')
    expect((await fetchList(alice, list.id)).title).toBe('close friends')
    const posted = await createStatus(bob, { status: 'for the list', visibility: 'public' })
    expect((await fetchListTimeline(alice, list.id)).items.map((s) => s.id)).toContain(posted.id)
    await removeListAccounts(alice, list.id, [bobId])
    expect(await fetchListAccounts(alice, list.id)).toEqual([])
    await deleteList(alice, list.id)
    await expect(fetchList(alice, list.id)).rejects.toMatchObject({ status: 404 })
  })
})

describe('hashtags', () => {
  it('are followed and unfollowed', async () => {
    expect((await followTag(alice, 'cofe')).following).toBe(true)
    expect((await fetchFollowedTags(alice)).items.map((t) => t.name)).toContain('cofe')
    expect((await fetchTag(alice, 'cofe')).following).toBe(true)
    expect((await unfollowTag(alice, 'cofe')).following).toBe(false)
  })
})

describe('announcements', () => {
  it('are created, edited and deleted by an admin and dismissed by a user', async () => {
    const created = await adminCreateAnnouncement(admin, {
      content: 'Maintenance tonight',
      starts_at: null,
      ends_at: null,
      all_day: false,
    })
    expect((await adminFetchAnnouncements(admin)).map((a) => a.id)).toContain(created.id)
    const edited = await adminUpdateAnnouncement(admin, created.id, {
      content: 'Maintenance at ten',
    })
    expect(edited.content).toContain('Maintenance at ten')
    const visible = await fetchAnnouncements(alice)
    expect(visible.find((a) => a.id === created.id)?.read).toBe(false)
    await dismissAnnouncement(alice, created.id)
    expect((await fetchAnnouncements(alice)).find((a) => a.id === created.id)?.read).toBe(true)
    await adminDeleteAnnouncement(admin, created.id)
    expect((await adminFetchAnnouncements(admin)).map((a) => a.id)).not.toContain(created.id)
  })

  it('refuse the admin calls to a member', async () => {
    await expect(adminFetchAnnouncements(alice)).rejects.toMatchObject({ status: 403 })
    expect((await verifyCredentials(alice)).username).toBe('alice')
  })
})
