import { randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { FlakeClock, Sequence, seededRandom } from './ids'
import type { InstanceSettings } from './settings'
import type {
  Announcement,
  App,
  Chat,
  ChatMessage,
  ChatMessageRef,
  CustomEmoji,
  Follow,
  Invite,
  Media,
  Notification,
  Poll,
  PushMessage,
  PushSubscription,
  Report,
  Status,
  Token,
  User,
  UserList,
} from './types'

/** What the instance's own code paths announce; the streaming layer turns these into frames. */
export interface StoreEvents {
  status: [status: Status]
  edit: [status: Status]
  delete: [status: Status]
  notification: [notification: Notification]
  followUpdate: [follow: Follow, state: 'follow_accept' | 'follow_pending' | 'unfollow']
  /** A message entered one side's chat (`pleroma:chat_update` to that side's user stream). */
  chat: [chat: Chat, ref: ChatMessageRef]
}

export interface MuteEntry {
  notifications: boolean
  expiresAt: number | null
  id: string
}

export const pairKey = (a: string, b: string): string => `${a}:${b}`

/** Every record of the instance, in memory. Only the actions modules change it. */
export class Store {
  readonly events = new EventEmitter<StoreEvents>()
  readonly flake = new FlakeClock()
  readonly seq = {
    notification: new Sequence(1000),
    list: new Sequence(100),
    bookmark: new Sequence(5000),
    media: new Sequence(1_638_338_800),
    poll: new Sequence(34_800),
    app: new Sequence(10),
    token: new Sequence(20),
    tagFollow: new Sequence(200),
    reportNote: new Sequence(0),
    conversation: new Sequence(418_400),
    backup: new Sequence(0),
    scheduled: new Sequence(3200),
    push: new Sequence(328_180),
    invite: new Sequence(0),
  }
  random: () => number
  /** The origin the instance is reached at, e.g. `http://127.0.0.1:4000`. Set once listening. */
  origin = 'http://127.0.0.1'

  users = new Map<string, User>()
  statuses = new Map<string, Status>()
  /** Every status id, oldest first; timelines walk it backwards. */
  order: string[] = []
  follows = new Map<string, Follow>()
  blocks = new Map<string, string>()
  mutes = new Map<string, MuteEntry>()
  notes = new Map<string, string>()
  /** Accounts a user features on their profile (endorsements): user id → endorsed ids. */
  endorsements = new Map<string, Set<string>>()
  /** key follower:followee → ids of reblogs hidden (showing_reblogs false is on the Follow). */
  domainBlocks = new Map<string, Set<string>>()
  favourites = new Map<string, Map<string, string>>()
  bookmarks = new Map<string, Map<string, number>>()
  reactions = new Map<string, { emoji: string; userId: string; url: string | null }[]>()
  threadMutes = new Set<string>()
  polls = new Map<string, Poll>()
  media = new Map<string, Media>()
  /** Every binary the instance serves (avatars, attachments, emoji), by URL path. */
  files = new Map<string, { mime: string; data: Buffer }>()
  notifications: Notification[] = []
  /** Web Push subscriptions by token id, and what was pushed to them (newest last). */
  pushSubscriptions = new Map<number, PushSubscription>()
  pushOutbox: PushMessage[] = []
  lists = new Map<string, UserList>()
  followedTags = new Map<string, Map<string, number>>()
  announcements = new Map<string, Announcement>()
  reports = new Map<string, Report>()
  invites = new Map<string, Invite>()
  apps = new Map<string, App>()
  tokens = new Map<string, Token>()
  authCodes = new Map<
    string,
    { appId: string; userId: string; redirectUri: string; scopes: string[] }
  >()
  mfaTokens = new Map<string, { userId: string; appId: string; scopes: string[] }>()
  idempotency = new Map<string, string>()
  emojis: CustomEmoji[] = []
  frontendProfiles = new Map<string, { settings: unknown; version: number }>()
  backups = new Map<string, { id: number; createdAt: number }[]>()
  conversations = new Map<
    string,
    { id: number; userId: string; context: string; unread: boolean }
  >()
  /** Chats by id; each side of a pair has its own. */
  chats = new Map<string, Chat>()
  chatMessages = new Map<string, ChatMessage>()
  markers = new Map<string, { lastReadId: string; version: number; updatedAt: number }>()
  passwordResets = new Map<string, number[]>()
  /**
   * Accounts (by lower-case `nick@host`) and posts (by object URI) on other servers that this
   * instance has not fetched yet: a search with resolve=true brings them in (actions/resolve.ts).
   */
  remote = { users: new Map<string, User>(), statuses: new Map<string, Status>() }
  /** Where the seed's clock stands; runtime records use the wall clock, which is later. */
  seedClock = 0

  constructor(
    public settings: InstanceSettings,
    seed = 1,
  ) {
    this.random = seededRandom(seed)
  }

  /** While seeding, time is the seed's clock so that the same seed gives the same data. */
  seeding = false

  now(): number {
    return this.seeding ? this.seedClock : Math.max(Date.now(), this.seedClock + 1)
  }

  uuid(): string {
    if (!this.seeding) return randomUUID()
    let hex = ''
    for (let i = 0; i < 4; i++)
      hex += Math.floor(this.random() * 0x1_0000_0000)
        .toString(16)
        .padStart(8, '0')
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`
  }

  user(id: string): User | undefined {
    return this.users.get(id)
  }

  acct(user: User): string {
    return user.domain ? `${user.nickname}@${user.domain}` : user.nickname
  }

  host(): string {
    return new URL(this.origin).host
  }

  /** Finds `alice`, `@alice`, `alice@<this host>` or `bob@remote.example`. */
  findByAcct(acct: string): User | undefined {
    const clean = acct.replace(/^@/, '').toLowerCase()
    const [nick, domain] = clean.split('@')
    const local = !domain || domain === this.host().toLowerCase()
    for (const user of this.users.values()) {
      if (user.nickname.toLowerCase() !== nick) continue
      if (local ? user.domain === null : user.domain?.toLowerCase() === domain) return user
    }
    return undefined
  }

  /** `:id` in account routes may also be a nickname. */
  findUser(idOrNick: string): User | undefined {
    return this.users.get(idOrNick) ?? this.findByAcct(idOrNick)
  }

  isFollowing(a: string, b: string): boolean {
    return this.follows.get(pairKey(a, b))?.state === 'accepted'
  }

  isBlocking(a: string, b: string): boolean {
    return this.blocks.has(pairKey(a, b))
  }

  isMuting(a: string, b: string, now = this.now()): boolean {
    const mute = this.mutes.get(pairKey(a, b))
    return !!mute && (mute.expiresAt === null || mute.expiresAt > now)
  }

  isDomainBlocked(viewerId: string, user: User): boolean {
    return !!user.domain && !!this.domainBlocks.get(viewerId)?.has(user.domain)
  }

  followersOf(userId: string): User[] {
    const out: User[] = []
    for (const f of this.follows.values())
      if (f.followeeId === userId && f.state === 'accepted') {
        const u = this.users.get(f.followerId)
        if (u) out.push(u)
      }
    return out
  }

  /** Whether `viewerId` (null: a visitor) may see the status at all. */
  canSee(status: Status, viewerId: string | null): boolean {
    const author = this.users.get(status.authorId)
    if (!author?.isActive) return false
    if (status.reblogOfId) {
      const original = this.statuses.get(status.reblogOfId)
      if (!original || !this.canSee(original, viewerId)) return false
    }
    if (viewerId === status.authorId) return true
    switch (status.visibility) {
      case 'public':
      case 'unlisted':
        return true
      case 'local':
        return viewerId !== null
      case 'private':
        return (
          viewerId !== null &&
          (this.isFollowing(viewerId, status.authorId) || status.mentionIds.includes(viewerId))
        )
      case 'direct':
        return viewerId !== null && status.mentionIds.includes(viewerId)
      case 'list':
        return (
          viewerId !== null &&
          !!status.listId &&
          !!this.lists.get(status.listId)?.memberIds.has(viewerId)
        )
    }
  }

  /** Hidden by the viewer's blocks, mutes or domain blocks (mutes only unless `withMuted`). */
  hiddenFor(status: Status, viewerId: string | null, withMuted: boolean): boolean {
    if (!viewerId) return false
    const ids = [status.authorId]
    const original = status.reblogOfId ? this.statuses.get(status.reblogOfId) : undefined
    if (original) ids.push(original.authorId)
    for (const id of ids) {
      if (id === viewerId) continue
      if (this.isBlocking(viewerId, id) || this.isBlocking(id, viewerId)) return true
      const user = this.users.get(id)
      if (user && this.isDomainBlocked(viewerId, user)) return true
      if (!withMuted && this.isMuting(viewerId, id)) return true
    }
    if (!withMuted && this.threadMutes.has(pairKey(viewerId, (original ?? status).context)))
      return true
    return false
  }

  /** Counters kept beside the records so that views stay cheap with a large seed. */
  private replyCounts = new Map<string, number>()
  private postCounts = new Map<string, number>()
  private reblogIndex = new Map<string, Set<string>>()
  readonly lastPostAt = new Map<string, number>()

  addStatus(status: Status): void {
    this.statuses.set(status.id, status)
    this.order.push(status.id)
    this.count(status, 1)
  }

  removeStatus(id: string): void {
    const status = this.statuses.get(id)
    if (!status) return
    this.statuses.delete(id)
    this.count(status, -1)
    const index = this.order.lastIndexOf(id)
    if (index >= 0) this.order.splice(index, 1)
  }

  private count(status: Status, delta: number): void {
    const bump = (map: Map<string, number>, key: string) =>
      map.set(key, (map.get(key) ?? 0) + delta)
    if (status.inReplyToId) bump(this.replyCounts, status.inReplyToId)
    if (delta > 0) this.lastPostAt.set(status.authorId, status.createdAt)
    if (status.reblogOfId) {
      const set = this.reblogIndex.get(status.reblogOfId) ?? new Set<string>()
      if (delta > 0) set.add(status.id)
      else set.delete(status.id)
      this.reblogIndex.set(status.reblogOfId, set)
    } else if (status.visibility !== 'direct') bump(this.postCounts, status.authorId)
  }

  replyCount(statusId: string): number {
    return this.replyCounts.get(statusId) ?? 0
  }

  reblogsOf(statusId: string): Status[] {
    const out: Status[] = []
    for (const id of this.reblogIndex.get(statusId) ?? []) {
      const s = this.statuses.get(id)
      if (s) out.push(s)
    }
    return out
  }

  statusesCount(userId: string): number {
    return this.postCounts.get(userId) ?? 0
  }

  tokenFor(accessToken: string): Token | undefined {
    const token = this.tokens.get(accessToken)
    if (!token || token.validUntil < Date.now()) return undefined
    return token
  }

  emoji(shortcode: string): CustomEmoji | undefined {
    return this.emojis.find((e) => e.shortcode === shortcode)
  }
}
