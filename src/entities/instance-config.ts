export interface PollLimits {
  max_options: number
  max_option_chars: number
  min_expiration: number
  max_expiration: number
}

export interface FederationPolicy {
  mrf_policies: string[]
  mrf_simple: Record<string, string[]>
  mrf_simple_info: Record<string, Record<string, { reason?: string }>>
  quarantined_instances: string[]
  quarantined_instances_info: Record<string, { reason?: string }>
  mrf_keyword: {
    federated_timeline_removal: string[]
    reject: string[]
    replace: { pattern: string; replacement: string }[]
  }
}

/**
 * Instance config (spec 1 §3, spec 2 §3) merged from /api/v1/instance, nodeinfo,
 * frontend_configurations, /static/config.json and the Misskey-style /api/meta.
 */
export interface InstanceConfig {
  server: string
  name: string
  /** nodeinfo software.name in lower case: akkoma, pleroma, mastodon, misskey, ... */
  software: string
  softwareVersion: string
  logo: string
  logoMask: boolean
  logoMargin: string
  logoLeft: boolean
  hideSitename: boolean
  iconUrl: string
  background: string
  registrationOpen: boolean
  accountActivationRequired: boolean
  accountApprovalRequired: boolean
  mailerEnabled: boolean
  tos: string
  staffAccounts: string[]
  textlimit: number
  uploadlimit: number
  avatarlimit: number
  bannerlimit: number
  backgroundlimit: number
  descriptionLimit: number
  fieldsLimits: { maxFields: number; nameLength: number; valueLength: number }
  vapidPublicKey: string | null
  pollLimits: PollLimits
  pollsAvailable: boolean
  restrictedNicknames: string[]
  postFormats: string[]
  private: boolean
  federating: boolean
  publicTimelineVisibility: { federated: boolean; local: boolean; bubble: boolean }
  suggestionsEnabled: boolean
  mediaProxyAvailable: boolean
  safeDM: boolean
  translationEnabled: boolean
  editingAvailable: boolean
  quotingAvailable: boolean
  reactionsAvailable: boolean
  defaultAvatar: string
  defaultBanner: string
  showInstanceSpecificPanel: boolean
  instanceSpecificPanelContent: string
  showFeaturesPanel: boolean
  localBubbleInstances: string[]
  federationPolicy: FederationPolicy | null
  /** Akkoma's privileged_staff: moderators may also delete accounts and list every status. */
  privilegedStaff: boolean
  languages: string[]
  features: string[]
  nsfwCensorImage: string
  loginMethod: 'password' | 'token'
  redirectRootLogin: string
  redirectRootNoLogin: string
  defaultLanding: string
  postContentType: string
  theme: string
  conversationDisplay: 'linear' | 'tree'
  streamingUrl: string | null
  ads: { id: string; url: string; imageUrl: string; place: string }[]
}
