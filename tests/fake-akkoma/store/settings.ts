/** Instance settings that a test, a demo or a benchmark can switch at start. */
export interface InstanceSettings {
  name: string
  description: string
  privateMode: boolean
  registrations: 'open' | 'approval' | 'invite' | 'closed'
  accountActivationRequired: boolean
  mailerEnabled: boolean
  captcha: 'none' | 'native' | 'kocaptcha'
  /** Whether visitors without a token may read the local / federated / bubble timelines. */
  publicTimelineVisibility: { local: boolean; federated: boolean; bubble: boolean }
  bubbleInstances: string[]
  translation: boolean
  /** Shown on the about page (nodeinfo federation block, MRF transparency). */
  federation: { mrfPolicies: string[]; rejected: string[]; quarantined: string[] }
  maxTootChars: number
  uploadLimit: number
  avatarUploadLimit: number
  bannerUploadLimit: number
  backgroundUploadLimit: number
  maxPinnedStatuses: number
  pollLimits: {
    max_options: number
    max_option_chars: number
    min_expiration: number
    max_expiration: number
  }
  /** Serve the Misskey-style calls of the spec (`/api/notes/create`, `/api/meta`, `/api/emojis`). */
  misskeyCompat: boolean
  /**
   * Pleroma's chats (`/api/v1/pleroma/chats`, `pleroma_chat_messages` in the features, the
   * `pleroma:chat_update` stream event). Off: every chat call answers 404, as where an admin
   * disabled them.
   */
  chats: boolean
  /**
   * Mastodon's announcement reactions (`PUT`/`DELETE /api/v1/announcements/:id/reactions/:name`),
   * which Akkoma lacks (its announcements always carry `reactions: []`). Off by default, like
   * Akkoma; on, the calls work and announcements list their reactions.
   */
  announcementReactions: boolean
  /** Password resets allowed per address per minute before 429. */
  passwordResetLimit: number
  /**
   * Whether the served page embeds the instance's first answers (Akkoma's Pleroma.Web.Preload,
   * whose providers an admin can empty). Off, the client asks for them over HTTP.
   */
  preload: boolean
  /** Who to follow: nodeinfo's `suggestions.enabled` and the accounts /api/v1/suggestions lists. */
  suggestions: boolean
  /** How long a requested backup takes to be made (Akkoma runs it as a job): `processed` after. */
  backupDelayMs: number
  /**
   * The instance's VAPID public key (base64url, an uncompressed P-256 point), as Akkoma
   * generates at install; null is an instance without web push (subscriptions answer 403).
   */
  vapidPublicKey: string | null
  /**
   * Akkoma's `privileged_staff`: moderators may also delete accounts and list every status (the
   * calls behind EnsureStaffPrivilegedPlug). Off by default, as on Akkoma.
   */
  privilegedStaff: boolean
  /**
   * The front end's default theme (`theme` of `pleroma_fe` in the front-end configuration and
   * of /static/config.json): Akkoma's stock config names 'pleroma-dark'; null leaves it out,
   * as an admin who removed it.
   */
  defaultTheme: string | null
}

export const defaultSettings: InstanceSettings = {
  name: 'Akkoma Deck Local',
  description: 'A local stand-in for an Akkoma instance, seeded with demo data.',
  privateMode: false,
  registrations: 'open',
  accountActivationRequired: false,
  mailerEnabled: false,
  captcha: 'none',
  publicTimelineVisibility: { local: true, federated: true, bubble: true },
  bubbleInstances: ['remote.example', 'bubble.example'],
  translation: true,
  federation: {
    mrfPolicies: ['SimplePolicy', 'TagPolicy'],
    rejected: ['spam.example'],
    quarantined: [],
  },
  maxTootChars: 5000,
  uploadLimit: 16_000_000,
  avatarUploadLimit: 2_000_000,
  bannerUploadLimit: 4_000_000,
  backgroundUploadLimit: 4_000_000,
  maxPinnedStatuses: 3,
  pollLimits: {
    max_options: 20,
    max_option_chars: 200,
    min_expiration: 0,
    max_expiration: 31_536_000,
  },
  misskeyCompat: true,
  chats: true,
  announcementReactions: false,
  passwordResetLimit: 3,
  preload: true,
  suggestions: true,
  backupDelayMs: 1500,
  vapidPublicKey:
    'BJrOYCFN6O8CpSy25SuZEainN5m_BQ9BJtb09cIFdRZqIUWnKwAGIGXF7RmwTpMMtwJpKOT6fh1-E7L0M4nOVg4',
  privilegedStaff: false,
  defaultTheme: 'pleroma-dark',
}

export function mergeSettings(patch: Partial<InstanceSettings> | undefined): InstanceSettings {
  return { ...defaultSettings, ...patch }
}
