import {
  follow,
  moveAccount,
  answerFollowRequest,
  mute,
  setSubscription,
} from '../actions/accounts'
import {
  bookmark,
  closeEndedPolls,
  favourite,
  pin,
  react,
  reblog,
  vote,
} from '../actions/interactions'
import { notify } from '../actions/notify'
import { createStatus, editStatus, type NewStatus } from '../actions/statuses'
import { pairKey, type Store } from '../store/store'
import type { Report, Status, User } from '../store/types'
import { mp4Stub, png, wav } from './files'
import { addFlashMedia, addMedia } from './media'

const WORDS = [
  'deck',
  'column',
  'timeline',
  'coffee',
  'cats',
  'fediverse',
  'thread',
  'stream',
  'pleroma',
  'akkoma',
  'poll',
  'emoji',
  'keyboard',
  'server',
  'federation',
  'bubble',
  'garden',
  'rain',
]
const TAGS = ['cats', 'akkoma', 'deck', 'coffee', 'art']

type Users = Map<string, User>
const get = (users: Users, key: string): User => {
  const user = users.get(key)
  if (!user) throw new Error(`seed user ${key} missing`)
  return user
}

/** Filler posts for `--statuses N`: many authors, tags, some replies and reblogs. */
export function addFiller(
  store: Store,
  users: Users,
  count: number,
  from: number,
  to: number,
): void {
  const authors = [...users.values()].filter((u) => u.isActive && u.isApproved && u.isConfirmed)
  const step = count > 0 ? (to - from) / count : 0
  const recent: Status[] = []
  for (let i = 0; i < count; i++) {
    store.seedClock = Math.floor(from + i * step)
    const author = authors[Math.floor(store.random() * authors.length)] ?? authors[0]!
    const roll = store.random()
    const target = recent[Math.floor(store.random() * recent.length)]
    if (roll < 0.08 && target && target.authorId !== author.id && target.visibility === 'public') {
      recent.push(reblog(store, author, target))
      continue
    }
    const words = Array.from(
      { length: 4 + Math.floor(store.random() * 14) },
      () => WORDS[Math.floor(store.random() * WORDS.length)] ?? 'deck',
    )
    if (store.random() < 0.3)
      words.push(`#${TAGS[Math.floor(store.random() * TAGS.length)] ?? 'deck'}`)
    const reply = roll < 0.25 && target && !target.reblogOfId ? target : undefined
    const status = createStatus(store, {
      authorId: author.id,
      text: `${words.join(' ')} (${i + 1})`,
      visibility: store.random() < 0.85 ? 'public' : 'unlisted',
      inReplyToId: reply?.id ?? null,
      uuid: store.uuid(),
    })
    recent.push(status)
    if (recent.length > 50) recent.shift()
  }
}

/** The hand-made part: every kind of post, interaction and notification the client shows. */
export function addStories(store: Store, users: Users, start: number): void {
  let clock = start
  const tick = (minutes = 7) => (store.seedClock = clock += minutes * 60_000)
  const post = (nick: string, text: string, extra: Partial<NewStatus> = {}) => {
    tick()
    return createStatus(store, {
      authorId: get(users, nick).id,
      text,
      uuid: store.uuid(),
      ...extra,
    })
  }
  const u = (nick: string) => get(users, nick)
  const alice = u('alice')

  // The social graph: alice follows most people; lena is locked and has requests waiting.
  tick()
  for (const [a, b] of [
    ['alice', 'bob'],
    ['alice', 'carol@remote.example'],
    ['alice', 'dan@mastodon.example'],
    ['alice', 'admin'],
    ['alice', 'botty'],
    ['alice', 'frank@bubble.example'],
    ['alice', 'old@remote.example'],
    ['alice', 'mira'],
    ['bob', 'alice'],
    ['carol@remote.example', 'alice'],
    ['admin', 'alice'],
    ['mod', 'alice'],
    ['dan@mastodon.example', 'alice'],
    ['eve@misskey.example', 'alice'],
    ['bob', 'admin'],
    ['mod', 'admin'],
    ['mira', 'alice'],
    ['old@remote.example', 'alice'],
    ['bob', 'carol@remote.example'],
  ] as const)
    follow(store, u(a), u(b))
  follow(store, alice, u('lena'))
  follow(store, u('bob'), u('lena'))
  follow(store, u('carol@remote.example'), u('lena'))
  answerFollowRequest(store, u('lena'), u('bob'), true)
  // One request waiting for alice too, so the demo user sees follow_request as well.
  alice.locked = true
  follow(store, u('frank@bubble.example'), alice)
  alice.locked = false
  setSubscription(store, alice, u('bob'), true)
  u('new@mastodon.example').alsoKnownAs.push(`https://remote.example/users/old`)

  // A custom-emoji post, a tagged post, a link card, a local-only and a private post.
  const welcome = post(
    'admin',
    'Welcome to the local instance! :cofe: Read the rules and be kind. #akkoma',
    { language: 'en' },
  )
  pin(store, u('admin'), welcome, true)
  const cats = post('alice', 'Look at this :blobcat: sitting in a box #cats', { language: 'en' })
  post('bob', 'Good article on decks: https://www.example.org/article-about-decks', {
    language: 'en',
  })
  post('alice', 'Only for people on this instance.', { visibility: 'local' })
  post('alice', 'Followers only: the deck is coming along.', { visibility: 'private' })
  post('carol@remote.example', 'Hello from remote.example! #cats', { language: 'en' })
  post('frank@bubble.example', 'Bubble timeline says hi. #deck')
  post('dan@mastodon.example', 'Mastodon checking in.')
  post('botty', 'It is 12:00 UTC. Beep.', { visibility: 'unlisted' })

  // Attachments of every kind, served by the instance.
  tick()
  const image = addMedia(store, {
    ownerId: alice.id,
    mime: 'image/png',
    filename: 'cat-box.png',
    data: png(640, 480, 0xf5b041, 0x784212),
    description: 'A cat sitting in a cardboard box',
    width: 640,
    height: 480,
    blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  })
  const image2 = addMedia(store, {
    ownerId: alice.id,
    mime: 'image/png',
    filename: 'garden.png',
    data: png(480, 640, 0x58d68d, 0x145a32),
    description: null,
    width: 480,
    height: 640,
    blurhash: 'L6PZfSi_.AyE_3t7t7R**0o#DgR4',
  })
  post('alice', 'Two pictures, one without a description.', { mediaIds: [image.id, image2.id] })
  const video = addMedia(store, {
    ownerId: u('bob').id,
    mime: 'video/mp4',
    filename: 'clip.mp4',
    data: mp4Stub(),
    description: 'A short clip',
    width: 320,
    height: 240,
  })
  post('bob', 'A video clip', { mediaIds: [video.id] })
  const audio = addMedia(store, {
    ownerId: u('carol@remote.example').id,
    mime: 'audio/wav',
    filename: 'tone.wav',
    data: wav(1.5, 440),
    description: 'An A440 tone',
  })
  post('carol@remote.example', 'Listen to this tone', { mediaIds: [audio.id] })
  const file = addMedia(store, {
    ownerId: u('dan@mastodon.example').id,
    mime: 'application/zip',
    filename: 'notes.zip',
    data: Buffer.from('PK\x05\x06' + '\0'.repeat(18), 'binary'),
    description: null,
  })
  post('dan@mastodon.example', 'Some file', { mediaIds: [file.id] })
  const nsfw = addMedia(store, {
    ownerId: u('eve@misskey.example').id,
    mime: 'image/png',
    filename: 'spoiler.png',
    data: png(200, 200, 0xff0000, 0x000000),
    width: 200,
    height: 200,
  })
  post('eve@misskey.example', 'Sensitive picture behind a warning', {
    mediaIds: [nsfw.id],
    sensitive: true,
    spoiler: 'eye strain',
  })

  // Polls: open single choice, open multiple choice, one that has ended.
  const open = post('bob', 'Which column do you open first?', {
    poll: {
      options: ['Home', 'Notifications', 'Local', 'Bubble'],
      expiresIn: 365 * 86400,
      multiple: false,
    },
  })
  const multi = post('alice', 'Pick every emoji you like', {
    poll: { options: ['☕', '🐱', '🦊'], expiresIn: 365 * 86400, multiple: true },
  })
  const ended = post('carol@remote.example', 'Tabs or spaces? (closed)', {
    poll: { options: ['Tabs', 'Spaces'], expiresIn: 600, multiple: false },
  })
  tick()
  const votes = (s: Status) => store.polls.get(s.pollId ?? '')!
  // Open polls stay open whenever the seed is loaded: past the API's one-year limit on purpose.
  votes(open).expiresAt = Date.UTC(2045, 0, 1)
  votes(multi).expiresAt = Date.UTC(2045, 0, 1)
  vote(store, u('carol@remote.example'), votes(open), [0])
  vote(store, u('dan@mastodon.example'), votes(open), [1])
  votes(open).extraVotes = [3, 5, 1, 2]
  votes(open).extraVoters = 11
  vote(store, u('bob'), votes(multi), [0, 1])
  vote(store, alice, votes(ended), [1])
  votes(ended).extraVotes = [4, 6]
  votes(ended).extraVoters = 10
  tick(15)
  closeEndedPolls(store)

  // A thread deep and branching enough for the tree view.
  let parent = post('alice', 'Thread: what makes a good deck client?')
  const root = parent
  const chain = [
    'bob',
    'alice',
    'carol@remote.example',
    'bob',
    'dan@mastodon.example',
    'alice',
    'bob',
    'eve@misskey.example',
  ]
  for (const [i, nick] of chain.entries())
    parent = post(nick, `Reply level ${i + 1}: columns you can drag, and keyboard shortcuts.`, {
      inReplyToId: parent.id,
    })
  post('frank@bubble.example', 'A side branch from the first post.', { inReplyToId: root.id })
  post('mira', 'Another branch: streaming that never misses a post.', { inReplyToId: root.id })

  // Reblogs, quotes, reactions, favourites, bookmarks.
  tick()
  reblog(store, u('bob'), cats)
  reblog(store, u('carol@remote.example'), cats)
  reblog(store, alice, welcome)
  post('bob', 'Quoting this because it is great', { quoteId: cats.id })
  for (const nick of ['bob', 'carol@remote.example', 'dan@mastodon.example'])
    favourite(store, u(nick), cats)
  favourite(store, alice, welcome)
  favourite(store, alice, open)
  react(store, u('eve@misskey.example'), cats, '☕')
  react(store, u('bob'), cats, '☕')
  react(store, u('carol@remote.example'), cats, 'blobcat')
  react(store, alice, welcome, '🎉')
  bookmark(store, alice, welcome, true)
  bookmark(store, alice, open, true)

  // Direct messages between alice and bob.
  const dm = post('bob', '@alice are you coming to the meetup?', { visibility: 'direct' })
  post('alice', '@bob yes! see you there', { visibility: 'direct', inReplyToId: dm.id })

  // An edited post with history, a subscription post, a mention, a move.
  const edited = post('bob', 'First version of this post')
  reblog(store, alice, edited)
  tick()
  editStatus(store, edited, { text: 'Second version of this post, now with more words' })
  post('bob', 'Subscribers get a notification for this one.')
  post('dan@mastodon.example', '@alice did you see the new release? #akkoma')
  tick()
  moveAccount(store, u('old@remote.example'), u('new@mastodon.example'))
  mute(store, alice, u('eve@misskey.example'), { notifications: false })
  store.mutes.delete(pairKey(alice.id, u('eve@misskey.example').id))

  // Reports for the moderators.
  tick()
  const spam = post('eve@misskey.example', 'Buy cheap followers at spam.example!!!')
  addReport(store, u('bob'), u('eve@misskey.example'), [spam.id], 'This is spam.', tick())
  addReport(store, alice, u('dan@mastodon.example'), [], 'Rude replies in my mentions.', tick())
  const done = addReport(store, u('carol@remote.example'), u('botty'), [], 'Too many posts', tick())
  done.state = 'resolved'
  done.notes.push({
    id: store.seq.reportNote.next(),
    userId: u('admin').id,
    content: 'Talked to the owner.',
    createdAt: tick(),
  })

  // A flash movie, played by the on-demand emulator.
  post('bob', 'An old flash animation', { mediaIds: [addFlashMedia(store, u('bob').id).id] })

  // Misskey markdown as Akkoma renders a remote Misskey note: FEP-c16b spans, then the legacy
  // shape. The HTML is the note's content; the source stays MFM, typed text/x.misskeymarkdown.
  for (const [html, source] of MFM_NOTES) {
    const note = post('eve@misskey.example', html, { contentType: 'text/html', language: 'en' })
    note.text = source
    note.contentType = 'text/x.misskeymarkdown'
  }
}

const MFM_NOTES: [string, string][] = [
  [
    '<p><span class="mfm-tada">Party time!</span> <span class="mfm-spin" data-mfm-speed="2s" ' +
      'data-mfm-left>spinning</span> <span class="mfm-x2">big</span> <span class="mfm-fg" ' +
      'data-mfm-color="f80">orange</span> <span class="mfm-blur">a secret</span></p>',
    '$[tada Party time!] $[spin.speed=2s,left spinning] $[x2 big] $[fg.color=f80 orange] ' +
      '$[blur a secret]',
  ],
  [
    '<p><span class="mfm _mfm_jelly_">wobbly</span> and <span class="mfm _mfm_flip_">' +
      'flipped</span> and <span class="mfm _mfm_rainbow_">rainbow</span> (older note)</p>',
    '$[jelly wobbly] and $[flip flipped] and $[rainbow rainbow] (older note)',
  ],
  [
    '<p><span class="mfm-x3"><span class="mfm-bounce" data-mfm-speed="1.5s">pudding</span></span> ' +
      '<span class="mfm-rotate" data-mfm-deg="-15">tilted</span> <span class="mfm-font" ' +
      'data-mfm-serif>serif</span> <span class="mfm-border" data-mfm-color="3a7" ' +
      'data-mfm-radius="6">boxed</span></p>',
    '$[x3 $[bounce.speed=1.5s pudding]] $[rotate.deg=-15 tilted] $[font.serif serif] ' +
      '$[border.color=3a7,radius=6 boxed]',
  ],
]

export function addReport(
  store: Store,
  actor: User,
  account: User,
  statusIds: string[],
  comment: string,
  at: number,
): Report {
  const report: Report = {
    id: store.flake.next(at),
    actorId: actor.id,
    accountId: account.id,
    statusIds,
    comment,
    forward: false,
    state: 'open',
    notes: [],
    createdAt: at,
  }
  store.reports.set(report.id, report)
  for (const staff of store.users.values())
    if (staff.role !== 'member' && staff.domain === null)
      notify(store, {
        userId: staff.id,
        type: 'pleroma:report',
        actorId: actor.id,
        reportId: report.id,
      })
  return report
}
