// The instance's nodeinfo document, with the limits and federation policy that GET
// /api/v1/instance repeats. Remote accounts carry their own instance's nodeinfo too, so this sits
// below both account.ts and instance.ts.

export interface ApiPollLimits {
  max_options?: number
  max_option_chars?: number
  min_expiration?: number
  max_expiration?: number
}

export interface ApiFederationPolicy {
  enabled?: boolean
  mrf_policies?: string[]
  mrf_simple?: Record<string, string[]>
  mrf_simple_info?: Record<string, Record<string, { reason?: string }>>
  mrf_keyword?: {
    reject?: string[]
    federated_timeline_removal?: string[]
    replace?: { pattern: string; replacement: string }[]
  }
  quarantined_instances?: string[]
  quarantined_instances_info?: { quarantined_instances?: Record<string, { reason?: string }> }
  exclusions?: boolean
}

/** GET /nodeinfo/2.0.json (2.1 adds software.repository). Misskey keys included, all optional. */
export interface ApiNodeinfo {
  version: string
  software: { name: string; version: string; repository?: string; homepage?: string }
  protocols?: string[]
  services?: { inbound: string[]; outbound: string[] }
  openRegistrations: boolean
  usage?: {
    users?: { total?: number; activeMonth?: number; activeHalfyear?: number }
    localPosts?: number
  }
  metadata: ApiNodeinfoMetadata
}

export interface ApiNodeinfoMetadata {
  nodeName?: string
  nodeDescription?: string
  private?: boolean
  suggestions?: { enabled?: boolean; web?: string }
  staffAccounts?: string[]
  federation?: ApiFederationPolicy
  pollLimits?: ApiPollLimits
  postFormats?: string[]
  uploadLimits?: { general?: number; avatar?: number; banner?: number; background?: number }
  fieldsLimits?: {
    maxFields?: number
    maxRemoteFields?: number
    nameLength?: number
    valueLength?: number
  }
  accountActivationRequired?: boolean
  invitesEnabled?: boolean
  mailerEnabled?: boolean
  features?: string[]
  restrictedNicknames?: string[]
  skipThreadContainment?: boolean
  privilegedStaff?: boolean
  localBubbleInstances?: string[]
  publicTimelineVisibility?: { federated?: boolean; local?: boolean; bubble?: boolean }
  federatedTimelineAvailable?: boolean
  /** Misskey-flavoured hosts. */
  enableEmail?: boolean
  disableLocalTimeline?: boolean
  disableGlobalTimeline?: boolean
  disableRegistration?: boolean
  maintainer?: { name?: string; email?: string }
}
