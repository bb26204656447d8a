/** The in-memory records of the local instance. Views turn them into the wire shapes. */

export type Role = 'admin' | 'moderator' | 'member'
export type Visibility = 'public' | 'unlisted' | 'private' | 'direct' | 'local' | 'list'

export interface User {
  id: string
  nickname: string
  /** null for local users. */
  domain: string | null
  displayName: string
  /** The source of the bio; the HTML is derived. */
  note: string
  password: string
  email: string
  role: Role
  locked: boolean
  bot: boolean
  isActive: boolean
  isApproved: boolean
  isConfirmed: boolean
  mfaSecret: string | null
  recoveryCodes: string[]
  createdAt: number
  avatarFile: string
  headerFile: string | null
  backgroundFile: string | null
  /** `verifiedAt`: the link was checked (rel=me), as Akkoma marks a verified field. */
  fields: { name: string; value: string; verifiedAt?: number }[]
  tags: string[]
  hideFollowers: boolean
  hideFollows: boolean
  hideFollowersCount: boolean
  hideFollowsCount: boolean
  hideFavorites: boolean
  settingsStore: Record<string, unknown>
  notificationSettings: { block_from_strangers: boolean; hide_notification_contents: boolean }
  alsoKnownAs: string[]
  movedToId: string | null
  privacy: 'public' | 'unlisted' | 'private' | 'direct'
  noRichText: boolean
  /** source.sensitive: media marked sensitive by default. */
  defaultSensitive: boolean
  showRole: boolean
  discoverable: boolean
  acceptsDirectMessagesFrom: 'everybody' | 'people_i_follow' | 'nobody'
  statusTtlDays: number | null
  permitFollowback: boolean
  allowFollowingMove: boolean
  skipThreadContainment: boolean
  language: string | null
  registrationReason: string | null
  isSuggested: boolean
  mascotMediaId: string | null
}

export interface Follow {
  id: string
  followerId: string
  followeeId: string
  state: 'accepted' | 'pending'
  reblogs: boolean
  notify: boolean
}

export interface StatusEdit {
  content: string
  text: string
  spoiler: string
  sensitive: boolean
  mediaIds: string[]
  pollId: string | null
  at: number
}

export interface Card {
  url: string
  title: string
  description: string
  image: string | null
  providerName: string
  providerUrl: string
}

export interface Status {
  id: string
  authorId: string
  createdAt: number
  /** The source text as written, in `contentType`. */
  text: string
  contentType: string
  content: string
  spoiler: string
  sensitive: boolean
  visibility: Visibility
  listId: string | null
  inReplyToId: string | null
  quoteId: string | null
  reblogOfId: string | null
  mediaIds: string[]
  pollId: string | null
  mentionIds: string[]
  tags: string[]
  emojis: string[]
  language: string | null
  context: string
  conversationId: number
  editedAt: number | null
  history: StatusEdit[]
  card: Card | null
  expiresAt: number | null
  pinnedAt: number | null
  application: { name: string; website: string | null } | null
  uuid: string
}

export interface Poll {
  id: string
  statusId: string
  options: string[]
  multiple: boolean
  expiresAt: number | null
  votes: Map<string, number[]>
  /** Votes cast by remote voters that are not users here, per option. */
  extraVotes: number[]
  extraVoters: number
  notifiedExpiry: boolean
}

export interface Media {
  id: string
  ownerId: string
  mime: string
  filename: string
  data: Buffer
  description: string | null
  width: number | null
  height: number | null
  blurhash: string | null
  focus: string | null
  /** Remote attachments are served from the instance too, under the same path. */
  path: string
}

export type NotificationType =
  | 'mention'
  | 'status'
  | 'favourite'
  | 'reblog'
  | 'follow'
  | 'follow_request'
  | 'move'
  | 'poll'
  | 'update'
  | 'pleroma:emoji_reaction'
  | 'pleroma:report'

export interface Notification {
  id: number
  userId: string
  type: NotificationType
  actorId: string
  statusId: string | null
  targetId: string | null
  emoji: string | null
  emojiUrl: string | null
  reportId: string | null
  createdAt: number
  seen: boolean
}

/** A Web Push subscription: one per user and OAuth token (Akkoma's push_subscriptions). */
export interface PushSubscription {
  id: number
  userId: string
  tokenId: number
  endpoint: string
  p256dh: string
  auth: string
  alerts: Record<string, boolean>
}

/** A push the instance would send to a subscription's endpoint, as Akkoma's Push.Impl builds it. */
export interface PushMessage {
  subscriptionId: number
  userId: string
  notificationId: number
  endpoint: string
  payload: Record<string, unknown>
}

export interface UserList {
  id: string
  ownerId: string
  title: string
  memberIds: Set<string>
}

export interface Announcement {
  id: string
  content: string
  startsAt: number | null
  endsAt: number | null
  allDay: boolean
  publishedAt: number
  updatedAt: number
  readBy: Set<string>
  /** Mastodon's announcement reactions (the `announcementReactions` setting): name → user ids. */
  reactions?: Map<string, Set<string>>
}

export interface ReportNote {
  id: number
  userId: string
  content: string
  createdAt: number
}

export interface Report {
  id: string
  actorId: string
  accountId: string
  statusIds: string[]
  comment: string
  forward: boolean
  state: 'open' | 'closed' | 'resolved'
  notes: ReportNote[]
  createdAt: number
}

export interface App {
  id: string
  name: string
  clientId: string
  clientSecret: string
  redirectUri: string
  scopes: string[]
  website: string | null
}

export interface Token {
  id: number
  accessToken: string
  refreshToken: string
  appId: string
  userId: string | null
  scopes: string[]
  createdAt: number
  validUntil: number
}

export interface CustomEmoji {
  shortcode: string
  file: string
  tags: string[]
}

/** A chat message (Pleroma's ChatMessage object), shared by the two chats it appears in. */
export interface ChatMessage {
  id: string
  authorId: string
  recipientId: string
  /** Escaped, linked HTML (chats allow no formatting beyond that and emoji). */
  content: string
  emojis: string[]
  mediaId: string | null
  createdAt: number
  idempotencyKey: string | null
}

/** One side's reference to a message in its chat (Pleroma's Chat.MessageReference). */
export interface ChatMessageRef {
  id: string
  messageId: string
  unread: boolean
}

/** A user's chat with one recipient: there is one per pair and side (Pleroma's Chat). */
export interface Chat {
  id: string
  userId: string
  recipientId: string
  updatedAt: number
  /** Oldest first. */
  refs: ChatMessageRef[]
}
