import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authorizeFollowRequest,
  blockAccount,
  blockDomain,
  fetchAccount,
  fetchBlocks,
  fetchDomainBlocks,
  fetchFollowers,
  fetchFollowing,
  fetchFollowRequests,
  fetchMutes,
  fetchRelationship,
  fetchRelationships,
  fetchSuggestions,
  followAccount,
  hideReblogs,
  muteAccount,
  rejectFollowRequest,
  removeFromFollowers,
  searchAccounts,
  setAccountNote,
  subscribeAccount,
  unblockAccount,
  unblockDomain,
  unfollowAccount,
  unmuteAccount,
  unsubscribeAccount,
  updateCredentials,
  verifyCredentials,
} from '../../../src/api/accounts'
import type { ApiClient } from '../../../src/api/client'
import { collectPages } from '../../../src/api/paging'
import { search } from '../../../src/api/search'
import type { RunningInstance } from '../../fake-akkoma/server'
import { signIn, startTestInstance } from './helpers'

let instance: RunningInstance
let alice: ApiClient
let lena: ApiClient
let bobId: string

beforeAll(async () => {
  instance = await startTestInstance()
  alice = (await signIn(instance, 'alice')).client
  lena = (await signIn(instance, 'lena')).client
  bobId = (await fetchAccount(alice, 'bob')).id
})

afterAll(() => instance.close())

describe('accounts over real HTTP', () => {
  it('verifies credentials and reads an account by id and by nickname', async () => {
    const me = await verifyCredentials(alice)
    expect(me.username).toBe('alice')
    expect((await fetchAccount(alice, me.id)).id).toBe(me.id)
    expect((await fetchAccount(alice, 'carol@remote.example')).acct).toBe('carol@remote.example')
  })

  it('reads relationships singly and in bulk', async () => {
    const relationship = await fetchRelationship(alice, bobId)
    expect(relationship?.id).toBe(bobId)
    const me = await verifyCredentials(alice)
    expect((await fetchRelationships(alice, [bobId, me.id])).map((r) => r.id)).toContain(bobId)
  })

  it('follows without repeats, then unfollows', async () => {
    await unfollowAccount(alice, bobId)
    expect((await followAccount(alice, bobId, { reblogs: false })).showing_reblogs).toBe(false)
    expect((await hideReblogs(alice, bobId)).following).toBe(true)
    expect((await unfollowAccount(alice, bobId)).following).toBe(false)
    expect((await followAccount(alice, bobId)).following).toBe(true)
  })

  it('blocks, mutes, notes and subscribes, and undoes each', async () => {
    expect((await muteAccount(alice, bobId)).muting).toBe(true)
    expect((await fetchMutes(alice)).items.map((a) => a.id)).toContain(bobId)
    expect((await unmuteAccount(alice, bobId)).muting).toBe(false)
    expect((await setAccountNote(alice, bobId, 'met at the café')).note).toBe('met at the café')
    expect((await subscribeAccount(alice, bobId)).subscribing).toBe(true)
    expect((await unsubscribeAccount(alice, bobId)).subscribing).toBe(false)
    expect((await blockAccount(alice, bobId)).blocking).toBe(true)
    expect((await fetchBlocks(alice)).items.map((a) => a.id)).toContain(bobId)
    expect((await unblockAccount(alice, bobId)).blocking).toBe(false)
    await followAccount(alice, bobId)
  })

  it('pages followers and following', async () => {
    const me = await verifyCredentials(alice)
    const following = await collectPages((maxId) => fetchFollowing(alice, me.id, { maxId }))
    expect(following.length).toBe(me.following_count)
    const followers = await collectPages((maxId) =>
      fetchFollowers(alice, me.id, { maxId, limit: 2 }),
    )
    expect(followers.length).toBe(me.followers_count)
  })

  it('turns a follow of a locked account into a request the owner answers', async () => {
    const bob = (await signIn(instance, 'bob')).client
    const lenaId = (await verifyCredentials(lena)).id
    await unfollowAccount(alice, lenaId)
    await unfollowAccount(bob, lenaId)
    expect((await followAccount(alice, lenaId)).requested).toBe(true)
    expect((await followAccount(bob, lenaId)).requested).toBe(true)
    const requests = await fetchFollowRequests(lena)
    const aliceId = (await verifyCredentials(alice)).id
    expect(requests.items.map((a) => a.id)).toEqual(expect.arrayContaining([aliceId, bobId]))
    expect((await authorizeFollowRequest(lena, aliceId)).followed_by).toBe(true)
    expect((await rejectFollowRequest(lena, bobId)).followed_by).toBe(false)
    expect((await removeFromFollowers(lena, aliceId)).followed_by).toBe(false)
  })

  it('searches accounts, everything, and suggestions', async () => {
    expect((await searchAccounts(alice, { q: 'bob' })).map((a) => a.username)).toContain('bob')
    const results = await search(alice, { q: 'bob', type: 'accounts' })
    expect(results.accounts.map((a) => a.username)).toContain('bob')
    expect(Array.isArray(await fetchSuggestions(alice))).toBe(true)
  })

  it('blocks and unblocks a domain', async () => {
    await blockDomain(alice, 'spam.example')
    expect(await fetchDomainBlocks(alice)).toContain('spam.example')
    await unblockDomain(alice, 'spam.example')
    expect(await fetchDomainBlocks(alice)).not.toContain('spam.example')
  })

  it('updates the profile as JSON and the avatar as multipart', async () => {
    expect((await updateCredentials(alice, { display_name: 'Alice A.' })).display_name).toBe(
      'Alice A.',
    )
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    )
    const avatar = new File([png], 'avatar.png', { type: 'image/png' })
    const before = (await verifyCredentials(alice)).avatar
    expect((await updateCredentials(alice, { avatar })).avatar).not.toBe(before)
  })
})
