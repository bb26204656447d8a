import type { Store } from '../store/store'
import type { Announcement } from '../store/types'
import { postChatMessage } from '../actions/chats'
import { createStatus } from '../actions/statuses'
import { addFiller, addStories } from './content'
import { png } from './files'
import { addMedia } from './media'
import { addSeedUsers, UNFETCHED_POST, UNFETCHED_USERS } from './users'

export interface SeedOptions {
  /** Extra filler statuses before the hand-made ones (benchmarks use tens of thousands). */
  statuses?: number
}

const USERS_AT = Date.UTC(2025, 8, 1, 9)
const FILLER_FROM = Date.UTC(2025, 8, 15)
const STORIES_AT = Date.UTC(2025, 9, 20, 8)

const EMOJI: [string, string, number, number][] = [
  ['blobcat', 'pack:blobs', 0xf5b041, 0x784212],
  ['blobfox', 'pack:blobs', 0xe67e22, 0x6e2c00],
  ['cofe', 'pack:food', 0x6e2c00, 0x1b0e00],
  ['party', 'Custom', 0xe84393, 0x6c5ce7],
]

/** Default images and the custom emoji: an instance has them even with no users. */
export function addStaticFiles(store: Store): void {
  store.files.set('/images/avi.png', { mime: 'image/png', data: png(96, 96, 0x999999, 0x555555) })
  store.files.set('/images/banner.png', {
    mime: 'image/png',
    data: png(300, 100, 0x333333, 0x777777),
  })
  store.files.set('/images/city.jpg', {
    mime: 'image/png',
    data: png(320, 180, 0x2c3e50, 0x000000),
  })
  store.files.set('/favicon.png', { mime: 'image/png', data: png(32, 32, 0xd35400, 0x6e2c00) })
  store.files.set('/instance/thumbnail.jpeg', {
    mime: 'image/png',
    data: png(320, 180, 0xd35400, 0x2c3e50),
  })
  for (const [shortcode, tag, from, to] of EMOJI) {
    const pack = tag.startsWith('pack:') ? tag.slice(5) : 'custom'
    const file = `/emoji/${pack}/${shortcode}.png`
    store.files.set(file, { mime: 'image/png', data: png(32, 32, from, to) })
    store.emojis.push({ shortcode, file, tags: [tag] })
  }
}

function addAnnouncements(store: Store): void {
  const make = (
    at: number,
    content: string,
    startsAt: number | null,
    endsAt: number | null,
  ): Announcement => ({
    id: store.flake.next(at),
    content,
    startsAt,
    endsAt,
    allDay: false,
    publishedAt: at,
    updatedAt: at,
    readBy: new Set(),
  })
  const a = make(
    STORIES_AT - 3_600_000,
    '<p>Scheduled maintenance on Sunday at 02:00 UTC.</p>',
    null,
    null,
  )
  const b = make(
    STORIES_AT - 3_000_000,
    '<p>Welcome to the <strong>local instance</strong>. Be kind!</p>',
    null,
    null,
  )
  const c = make(
    STORIES_AT - 2_000_000,
    '<p>This one has already ended.</p>',
    STORIES_AT - 5 * 86_400_000,
    STORIES_AT - 86_400_000,
  )
  // Shown only where the instance serves Mastodon's announcement reactions (a setting).
  const bob = store.findByAcct('bob')
  if (bob) b.reactions = new Map([['🎉', new Set([bob.id])]])
  for (const x of [a, b, c]) store.announcements.set(x.id, x)
}

/** A chat between alice and bob (read up to bob's last message, unread for alice; one with a
 * picture), and one alice started with lena. */
function addChats(store: Store, users: Map<string, { id: string }>): void {
  const alice = users.get('alice')
  const bob = users.get('bob')
  const lena = users.get('lena')
  if (!alice || !bob || !lena) return
  const say = (from: { id: string }, to: { id: string }, content: string, mediaId?: string) => {
    store.seedClock += 3 * 60_000
    postChatMessage(store, {
      authorId: from.id,
      recipientId: to.id,
      content,
      mediaId: mediaId ?? null,
    })
  }
  say(bob, alice, 'Hi alice! Are you trying the new deck client?')
  say(alice, bob, 'I am, and it has chats now :blobcat:')
  const photo = addMedia(store, {
    ownerId: bob.id,
    mime: 'image/png',
    filename: 'meetup.png',
    data: png(160, 120, 0x27ae60, 0x1e3799),
    description: 'The meetup poster',
    width: 160,
    height: 120,
  })
  say(bob, alice, 'Here is the poster for the meetup', photo.id)
  for (const chat of store.chats.values()) for (const ref of chat.refs) ref.unread = false
  say(bob, alice, 'See you there?')
  say(alice, lena, 'Hello lena, welcome to the instance!')
}

/** More direct messages for alice's conversations: an unread one from a remote account, and a
 * group conversation with mira and bob. */
function addConversations(store: Store, users: Map<string, { id: string }>): void {
  const [alice, bob, dan, mira] = ['alice', 'bob', 'dan@mastodon.example', 'mira'].map((nick) =>
    users.get(nick),
  )
  if (!alice || !bob || !dan || !mira) return
  const dm = (author: { id: string }, text: string, inReplyToId: string | null = null) => {
    store.seedClock += 4 * 60_000
    return createStatus(store, {
      authorId: author.id,
      text,
      visibility: 'direct',
      inReplyToId,
      uuid: store.uuid(),
    })
  }
  const party = dm(mira, '@alice @bob planning the release party :party: who brings the cake?')
  const cake = dm(alice, '@mira @bob I can bake one!', party.id)
  dm(bob, '@mira @alice and I bring the music', cake.id)
  dm(dan, '@alice thanks for the follow! Coffee next week?')
}

/** Same seed, same data: every id, time, token and text comes from the seed clock and PRNG. */
export function seedStore(store: Store, options: SeedOptions = {}): void {
  store.seeding = true
  store.seedClock = USERS_AT
  const users = addSeedUsers(store, USERS_AT)
  addFiller(store, users, options.statuses ?? 120, FILLER_FROM, STORIES_AT - 86_400_000)
  addStories(store, users, STORIES_AT)
  addAnnouncements(store)
  addChats(store, users)
  addConversations(store, users)
  const alice = users.get('alice')
  const bob = users.get('bob')
  if (alice && bob) {
    const listId = String(store.seq.list.next())
    store.lists.set(listId, {
      id: listId,
      ownerId: alice.id,
      title: 'Friends',
      memberIds: new Set([bob.id]),
    })
    const remoteId = String(store.seq.list.next())
    const remote = [...users.values()].filter((u) => u.domain).map((u) => u.id)
    store.lists.set(remoteId, {
      id: remoteId,
      ownerId: alice.id,
      title: 'Remote folks',
      memberIds: new Set(remote),
    })
    store.followedTags.set(alice.id, new Map([['cats', store.seq.tagFollow.next()]]))
  }
  // Older notifications are read, the last few are not: the unread marker has something to show.
  const mine = store.notifications.filter((n) => n.userId === alice?.id)
  mine.slice(0, Math.max(0, mine.length - 6)).forEach((n) => (n.seen = true))
  seedTokens(store)
  addUnfetched(store)
  store.seeding = false
}

/** Accounts and posts out on other servers, for search to resolve (actions/resolve.ts). */
function addUnfetched(store: Store): void {
  store.seedClock = STORIES_AT - 2 * 86_400_000
  const users = addSeedUsers(store, store.seedClock, UNFETCHED_USERS)
  const author = users.get(UNFETCHED_POST.author)
  if (author) {
    const uuid = UNFETCHED_POST.uri.split('/').pop() ?? ''
    const post = createStatus(store, {
      authorId: author.id,
      text: UNFETCHED_POST.text,
      uuid,
      preview: true,
    })
    store.remote.statuses.set(UNFETCHED_POST.uri, post)
  }
  for (const [acct, user] of users) {
    store.users.delete(user.id)
    store.remote.users.set(acct.toLowerCase(), user)
  }
}

/** One app and one token per local user, `seed-token-<nickname>`, so tests skip the login dance. */
function seedTokens(store: Store): void {
  const appId = String(store.seq.app.next())
  store.apps.set(appId, {
    id: appId,
    name: 'Seed',
    clientId: 'seed-client-id',
    clientSecret: 'seed-client-secret',
    redirectUri: 'urn:ietf:wg:oauth:2.0:oob',
    scopes: ['read', 'write', 'follow', 'push', 'admin'],
    website: null,
  })
  for (const user of store.users.values()) {
    if (user.domain) continue
    const accessToken = `seed-token-${user.nickname}`
    store.tokens.set(accessToken, {
      id: store.seq.token.next(),
      accessToken,
      refreshToken: `seed-refresh-${user.nickname}`,
      appId,
      userId: user.id,
      scopes: ['read', 'write', 'follow', 'push', 'admin'],
      createdAt: store.seedClock,
      validUntil: store.seedClock + 100 * 365 * 86_400_000,
    })
  }
}
