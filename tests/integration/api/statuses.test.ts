import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../src/api/client'
import { fetchTranslationLanguages } from '../../../src/api/instance'
import { updateMediaDescription, uploadMedia } from '../../../src/api/media'
import { fetchPoll, votePoll } from '../../../src/api/polls'
import { createStatus } from '../../../src/api/server-kind'
import {
  bookmarkStatus,
  deleteStatus,
  editStatus,
  favouriteStatus,
  fetchFavouritedBy,
  fetchRebloggedBy,
  fetchStatus,
  fetchStatusContext,
  fetchStatusHistory,
  fetchStatusReactions,
  fetchStatusSource,
  muteConversation,
  pinStatus,
  reactToStatus,
  reblogStatus,
  translateStatus,
  unbookmarkStatus,
  unfavouriteStatus,
  unmuteConversation,
  unpinStatus,
  unreactToStatus,
  unreblogStatus,
} from '../../../src/api/statuses'
import { fetchBookmarks, fetchFavourites } from '../../../src/api/timelines'
import type { RunningInstance } from '../../fake-akkoma/server'
import { signIn, startTestInstance } from './helpers'

let instance: RunningInstance
let alice: ApiClient
let bob: ApiClient

beforeAll(async () => {
  instance = await startTestInstance()
  alice = (await signIn(instance, 'alice')).client
  bob = (await signIn(instance, 'bob')).client
})

afterAll(() => instance.close())

const post = (client: ApiClient, status: string) =>
  createStatus(client, { status, visibility: 'public', contentType: 'text/markdown' })

describe('status calls over real HTTP', () => {
  it('reads a thread, the source and the edit history', async () => {
    const parent = await post(bob, 'a *thread*')
    const reply = await createStatus(alice, {
      status: 'a reply',
      visibility: 'public',
      inReplyToStatusId: parent.id,
    })
    const context = await fetchStatusContext(alice, parent.id)
    expect(context.descendants.map((s) => s.id)).toContain(reply.id)
    expect((await fetchStatusSource(bob, parent.id)).text).toBe('a *thread*')
    await editStatus(bob, parent.id, { status: 'a *thread*, edited' })
    const history = await fetchStatusHistory(alice, parent.id)
    expect(history.length).toBe(2)
    expect((await fetchStatus(alice, parent.id)).edited_at).toBeTruthy()
  })

  it('favourites, repeats and bookmarks, and undoes each', async () => {
    const status = await post(bob, 'worth a star')
    const aliceId = (await alice.json<{ id: string }>('GET', '/api/v1/accounts/verify_credentials'))
      .id
    expect((await favouriteStatus(alice, status.id)).favourited).toBe(true)
    expect((await fetchFavouritedBy(alice, status.id)).map((a) => a.id)).toContain(aliceId)
    expect((await fetchFavourites(alice)).items.map((s) => s.id)).toContain(status.id)
    expect((await unfavouriteStatus(alice, status.id)).favourited).toBe(false)
    const wrapper = await reblogStatus(alice, status.id)
    expect(wrapper.reblog?.id).toBe(status.id)
    expect((await fetchRebloggedBy(alice, status.id)).map((a) => a.id)).toContain(aliceId)
    expect((await unreblogStatus(alice, status.id)).reblogged).toBe(false)
    expect((await bookmarkStatus(alice, status.id)).bookmarked).toBe(true)
    expect((await fetchBookmarks(alice)).items.map((s) => s.id)).toContain(status.id)
    expect((await unbookmarkStatus(alice, status.id)).bookmarked).toBe(false)
  })

  it('pins, mutes the thread, and undoes both', async () => {
    const status = await post(alice, 'pin me')
    expect((await pinStatus(alice, status.id)).pinned).toBe(true)
    expect((await unpinStatus(alice, status.id)).pinned).toBe(false)
    expect((await muteConversation(alice, status.id)).muted).toBe(true)
    expect((await unmuteConversation(alice, status.id)).muted).toBe(false)
  })

  it('reacts and unreacts, whichever reaction route the server has', async () => {
    const status = await post(bob, 'react to me')
    const reacted = await reactToStatus(alice, status.id, '☕')
    expect(reacted.pleroma?.emoji_reactions?.map((r) => r.name)).toContain('☕')
    expect((await fetchStatusReactions(alice, status.id))[0]?.count).toBe(1)
    const unreacted = await unreactToStatus(alice, status.id, '☕')
    expect(unreacted.pleroma?.emoji_reactions ?? []).toEqual([])
  })

  it('deletes and answers with the source for a redraft', async () => {
    const status = await post(alice, 'delete *me*')
    expect((await deleteStatus(alice, status.id)).text).toBe('delete *me*')
    await expect(fetchStatus(alice, status.id)).rejects.toMatchObject({ status: 404 })
  })

  it('translates a status', async () => {
    const languages = await fetchTranslationLanguages(alice)
    expect(languages.target.length).toBeGreaterThan(0)
    const status = await post(bob, 'Guten Morgen')
    const translation = await translateStatus(alice, status.id, 'en', 'de')
    expect(translation.text ?? translation.content).toBeTruthy()
  })

  it('votes in a poll once', async () => {
    const status = await createStatus(bob, {
      status: 'tea or coffee?',
      visibility: 'public',
      poll: { options: ['tea', 'coffee'], expiresIn: 3600 },
    })
    const pollId = status.poll?.id ?? ''
    const poll = await votePoll(alice, pollId, [1])
    expect(poll.own_votes).toEqual([1])
    expect((await fetchPoll(alice, pollId)).votes_count).toBe(1)
    await expect(votePoll(alice, pollId, [0])).rejects.toMatchObject({ status: 422 })
  })

  it('uploads media, describes it, and posts with it', async () => {
    const file = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], 'tiny.gif', {
      type: 'image/gif',
    })
    const attachment = await uploadMedia(alice, file)
    expect((await updateMediaDescription(alice, attachment.id, 'a tiny gif')).description).toBe(
      'a tiny gif',
    )
    const status = await createStatus(alice, {
      status: 'with media',
      visibility: 'public',
      media: [attachment.id],
    })
    expect(status.media_attachments?.map((m) => m.id)).toEqual([attachment.id])
  })

  it('previews without posting', async () => {
    const preview = await createStatus(alice, {
      status: 'just looking',
      visibility: 'public',
      preview: true,
    })
    expect(preview.content).toContain('just looking')
    await expect(fetchStatus(alice, preview.id)).rejects.toMatchObject({ status: 404 })
  })
})
