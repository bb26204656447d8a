import type { Store } from '../store/store'
import type { Role, User } from '../store/types'
import { png } from './files'

/** The password of every seeded local user (README lists them). */
export const SEED_PASSWORD = 'akkoma'
/** The seeded MFA user's TOTP secret (base32), fixed so a test or a person can make codes. */
export const MFA_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
export const MFA_RECOVERY_CODES = ['recovery-one', 'recovery-two', 'recovery-three']

export interface SeedUser {
  nickname: string
  domain?: string
  displayName: string
  note: string
  role?: Role
  locked?: boolean
  bot?: boolean
  isActive?: boolean
  isApproved?: boolean
  isConfirmed?: boolean
  mfa?: boolean
  color: [number, number]
  /** `verified`: the link field counts as verified from the account's creation on. */
  fields?: { name: string; value: string; verified?: boolean }[]
}

export const SEED_USERS: SeedUser[] = [
  {
    nickname: 'admin',
    displayName: 'Ada Admin',
    note: 'Runs this instance. :cofe:',
    role: 'admin',
    color: [0xd9534f, 0x5b1a18],
  },
  {
    nickname: 'mod',
    displayName: 'Mo Moderator',
    note: 'Keeps the peace.',
    role: 'moderator',
    color: [0xf0ad4e, 0x6b4510],
  },
  {
    nickname: 'alice',
    displayName: 'Alice :blobcat:',
    note: 'Deck enthusiast. Posts about #cats and #akkoma.',
    color: [0x5bc0de, 0x1b4f72],
    fields: [
      { name: 'Website', value: 'https://alice.example', verified: true },
      { name: 'Pronouns', value: 'she/her' },
    ],
  },
  {
    nickname: 'bob',
    displayName: 'Bob',
    note: 'Just here for the threads.',
    color: [0x5cb85c, 0x1d4d1d],
  },
  {
    nickname: 'lena',
    displayName: 'Lena (locked)',
    note: 'Approves followers by hand.',
    locked: true,
    color: [0x9b59b6, 0x3b1f47],
  },
  {
    nickname: 'botty',
    displayName: 'Botty',
    note: 'I post the time. Beep.',
    bot: true,
    color: [0x95a5a6, 0x2c3e50],
  },
  {
    nickname: 'gone',
    displayName: 'Gone User',
    note: 'Deactivated.',
    isActive: false,
    color: [0x444444, 0x111111],
  },
  {
    nickname: 'mira',
    displayName: 'Mira (MFA)',
    note: 'Two factors, always.',
    mfa: true,
    color: [0x1abc9c, 0x0e4d40],
  },
  {
    nickname: 'pending',
    displayName: 'Pending Approval',
    note: 'Waiting for an admin.',
    isApproved: false,
    color: [0xe67e22, 0x5e3209],
  },
  {
    nickname: 'unconfirmed',
    displayName: 'Unconfirmed Email',
    note: 'Has not clicked the link yet.',
    isConfirmed: false,
    color: [0xe74c3c, 0x5e1a13],
  },
  {
    nickname: 'carol',
    domain: 'remote.example',
    displayName: 'Carol :blobfox:',
    note: 'Remote and proud.',
    color: [0xff6f91, 0x6b1d36],
  },
  {
    nickname: 'dan',
    domain: 'mastodon.example',
    displayName: 'Dan',
    note: 'Mastodon user.',
    color: [0x6c5ce7, 0x2d2566],
  },
  {
    nickname: 'eve',
    domain: 'misskey.example',
    displayName: 'Eve',
    note: 'Misskey, reacts to everything.',
    color: [0xfdcb6e, 0x6b5217],
  },
  {
    nickname: 'frank',
    domain: 'bubble.example',
    displayName: 'Frank',
    note: 'In the bubble.',
    color: [0x00b894, 0x004d3d],
  },
  {
    nickname: 'old',
    domain: 'remote.example',
    displayName: 'Old Account',
    note: 'I moved.',
    color: [0x636e72, 0x2d3436],
  },
  {
    nickname: 'new',
    domain: 'mastodon.example',
    displayName: 'New Account',
    note: 'Moved here.',
    color: [0x0984e3, 0x033c66],
  },
]

export function addSeedUsers(store: Store, createdAt: number): Map<string, User> {
  const byNick = new Map<string, User>()
  SEED_USERS.forEach((seed, i) => {
    const at = createdAt + i * 60_000
    const key = seed.domain ? `${seed.nickname}@${seed.domain}` : seed.nickname
    const avatarPath = `/media/avatars/${key}.png`
    store.files.set(avatarPath, {
      mime: 'image/png',
      data: png(96, 96, seed.color[0], seed.color[1]),
    })
    const headerPath = `/media/headers/${key}.png`
    store.files.set(headerPath, {
      mime: 'image/png',
      data: png(300, 100, seed.color[1], seed.color[0]),
    })
    const user: User = {
      id: store.flake.next(at),
      nickname: seed.nickname,
      domain: seed.domain ?? null,
      displayName: seed.displayName,
      note: seed.note,
      password: SEED_PASSWORD,
      email: `${seed.nickname}@${seed.domain ?? 'local.example'}`,
      role: seed.role ?? 'member',
      locked: seed.locked ?? false,
      bot: seed.bot ?? false,
      isActive: seed.isActive ?? true,
      isApproved: seed.isApproved ?? true,
      isConfirmed: seed.isConfirmed ?? true,
      mfaSecret: seed.mfa ? MFA_SECRET : null,
      recoveryCodes: seed.mfa ? [...MFA_RECOVERY_CODES] : [],
      createdAt: at,
      avatarFile: avatarPath,
      headerFile: headerPath,
      backgroundFile: null,
      fields: (seed.fields ?? []).map(({ verified, ...field }) =>
        verified === true ? { ...field, verifiedAt: at } : field,
      ),
      tags: [],
      hideFollowers: false,
      hideFollows: false,
      hideFollowersCount: false,
      hideFollowsCount: false,
      hideFavorites: true,
      settingsStore: {},
      notificationSettings: { block_from_strangers: false, hide_notification_contents: false },
      alsoKnownAs: [],
      movedToId: null,
      privacy: 'public',
      noRichText: false,
      defaultSensitive: false,
      showRole: true,
      discoverable: true,
      acceptsDirectMessagesFrom: 'everybody',
      statusTtlDays: null,
      permitFollowback: false,
      allowFollowingMove: true,
      skipThreadContainment: false,
      language: null,
      registrationReason: seed.isApproved === false ? 'I would like to join, please.' : null,
      isSuggested: false,
      mascotMediaId: null,
    }
    store.users.set(user.id, user)
    byNick.set(key, user)
  })
  return byNick
}

/** A fresh local account with Akkoma's defaults (registration uses it). */
export function newLocalUser(
  store: Store,
  nickname: string,
  email: string,
  password: string,
): User {
  const at = store.now()
  return {
    id: store.flake.next(at),
    nickname,
    domain: null,
    displayName: nickname,
    note: '',
    password,
    email,
    role: 'member',
    locked: false,
    bot: false,
    isActive: true,
    isApproved: true,
    isConfirmed: true,
    mfaSecret: null,
    recoveryCodes: [],
    createdAt: at,
    avatarFile: '/images/avi.png',
    headerFile: null,
    backgroundFile: null,
    fields: [],
    tags: [],
    hideFollowers: false,
    hideFollows: false,
    hideFollowersCount: false,
    hideFollowsCount: false,
    hideFavorites: true,
    settingsStore: {},
    notificationSettings: { block_from_strangers: false, hide_notification_contents: false },
    alsoKnownAs: [],
    movedToId: null,
    privacy: 'public',
    noRichText: false,
    defaultSensitive: false,
    showRole: true,
    discoverable: false,
    acceptsDirectMessagesFrom: 'everybody',
    statusTtlDays: null,
    permitFollowback: false,
    allowFollowingMove: true,
    skipThreadContainment: false,
    language: null,
    registrationReason: null,
    isSuggested: false,
    mascotMediaId: null,
  }
}
