import type {
  ApiFederationPolicy,
  ApiFrontendConfig,
  ApiInstance,
  ApiMisskeyMeta,
  ApiNodeinfo,
  ApiPleromaFeConfig,
  ApiPollLimits,
  ApiStaticConfig,
} from '../api/wire/index.ts'
import { routePath } from '../routes/route-table.ts'
import { arr, bool, isRecord, nonEmpty, num, record, str, strings } from './coerce.ts'
import type { FederationPolicy, InstanceConfig, PollLimits } from './instance-config.ts'
import { RESTRICTED_NICKNAMES } from './user-rules.ts'

/** spec 1 §9 defaults, used where the server says nothing. */
export const DEFAULT_TEXT_LIMIT = 5000
export const DEFAULT_POLL_LIMITS: PollLimits = {
  max_options: 4,
  max_option_chars: 255,
  min_expiration: 60,
  max_expiration: 86400,
}
export const DEFAULT_LANDING = routePath('public-external-timeline')
export const DEFAULT_REDIRECT_ROOT_LOGIN = routePath('friends')
export const DEFAULT_REDIRECT_ROOT_NO_LOGIN = routePath('public-timeline')

const TRAILING_SLASHES = /\/+$/

/** What the client fetched at start; any of them may be missing (404, other server kind). */
export interface InstanceConfigSources {
  /** Origin of the instance, e.g. https://akkoma.example. */
  server: string
  instance?: ApiInstance | null
  nodeinfo?: ApiNodeinfo | null
  frontendConfig?: ApiFrontendConfig | null
  staticConfig?: ApiStaticConfig | null
  meta?: ApiMisskeyMeta | null
  tos?: string | null
  instancePanel?: string | null
}

function positive(...values: unknown[]): number | undefined {
  for (const value of values) {
    const n = num(value, -1)
    if (n > 0) return n
  }
  return undefined
}

function pollLimitsOf(...sources: (ApiPollLimits | undefined)[]): PollLimits {
  const pick = (key: keyof ApiPollLimits, fallback: number): number => {
    for (const source of sources) {
      const value = record(source)[key]
      if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value
    }
    return fallback
  }
  return {
    max_options: pick('max_options', DEFAULT_POLL_LIMITS.max_options),
    max_option_chars: pick('max_option_chars', DEFAULT_POLL_LIMITS.max_option_chars),
    min_expiration: pick('min_expiration', DEFAULT_POLL_LIMITS.min_expiration),
    max_expiration: pick('max_expiration', DEFAULT_POLL_LIMITS.max_expiration),
  }
}

function reasonsOf(
  map: Partial<Record<string, { reason?: string }>>,
): Record<string, { reason?: string }> {
  const out: Record<string, { reason?: string }> = {}
  for (const [host, value] of Object.entries(map)) {
    if (isRecord(value) && host !== '__proto__') out[host] = { reason: str(value.reason) }
  }
  return out
}

function simpleInfoOf(
  raw: ApiFederationPolicy['mrf_simple_info'],
): Record<string, Record<string, { reason?: string }>> {
  const out: Record<string, Record<string, { reason?: string }>> = {}
  for (const [action, hosts] of Object.entries(record(raw))) {
    if (isRecord(hosts) && action !== '__proto__') out[action] = reasonsOf(hosts)
  }
  return out
}

function hostOf(server: string): string {
  try {
    return new URL(server).host
  } catch {
    return server
  }
}

function policyOf(raw: ApiFederationPolicy | undefined): FederationPolicy | null {
  if (!isRecord(raw) || !Array.isArray(raw.mrf_policies)) return null
  const keyword = record(raw.mrf_keyword)
  const simple: Record<string, string[]> = {}
  for (const [key, value] of Object.entries(record(raw.mrf_simple))) {
    // JSON may carry an own "__proto__" key; assigning it would swap the prototype.
    if (key !== '__proto__') simple[key] = strings(value)
  }
  const replace: { pattern: string; replacement: string }[] = []
  for (const pair of arr(keyword.replace)) {
    if (isRecord(pair))
      replace.push({ pattern: str(pair.pattern), replacement: str(pair.replacement) })
  }
  return {
    mrf_policies: strings(raw.mrf_policies),
    mrf_simple: simple,
    mrf_simple_info: simpleInfoOf(raw.mrf_simple_info),
    quarantined_instances: strings(raw.quarantined_instances),
    quarantined_instances_info: reasonsOf(
      record(record(raw.quarantined_instances_info).quarantined_instances),
    ),
    mrf_keyword: {
      federated_timeline_removal: strings(keyword.federated_timeline_removal),
      reject: strings(keyword.reject),
      replace,
    },
  }
}

function softwareOf(
  nodeinfo: ApiNodeinfo | null | undefined,
  instance: ApiInstance | null | undefined,
): string {
  const name = nonEmpty(record(record(nodeinfo).software).name)
  if (name !== null) return name.toLowerCase()
  const version = str(record(instance).version)
  if (version.includes('Akkoma')) return 'akkoma'
  if (version.includes('Pleroma')) return 'pleroma'
  return version !== '' ? 'mastodon' : 'unknown'
}

/**
 * Merge everything the server says about itself into one InstanceConfig. Frontend settings from
 * the backend override /static/config.json (as Akkoma-FE does); spec defaults fill the gaps.
 */
export function normalizeInstanceConfig(sources: InstanceConfigSources): InstanceConfig {
  const server = str(sources.server).replace(TRAILING_SLASHES, '')
  const instance = record(sources.instance)
  const ipleroma = record(instance.pleroma)
  const imeta = record(ipleroma.metadata)
  const nodeinfo = record(sources.nodeinfo)
  const meta = record(nodeinfo.metadata)
  const misskey = record(sources.meta)
  const fe: ApiPleromaFeConfig = {
    ...record(sources.staticConfig),
    ...record(record(sources.frontendConfig).pleroma_fe),
  }
  const features = meta.features !== undefined ? strings(meta.features) : strings(imeta.features)
  const knowsFeatures = meta.features !== undefined || imeta.features !== undefined
  const has = (feature: string): boolean => features.includes(feature)
  const software = softwareOf(sources.nodeinfo, sources.instance)
  const uploads = record(meta.uploadLimits)
  const fields = record(meta.fieldsLimits)
  const ifields = record(imeta.fields_limits)
  const visibility = record(meta.publicTimelineVisibility)
  const configuration = record(instance.configuration)
  const cpolls = record(configuration.polls)
  const restricted = strings(meta.restrictedNicknames)
  for (const nick of RESTRICTED_NICKNAMES) if (!restricted.includes(nick)) restricted.push(nick)

  return {
    server,
    name:
      nonEmpty(meta.nodeName) ??
      nonEmpty(instance.title) ??
      nonEmpty(misskey.name) ??
      nonEmpty(fe.name) ??
      hostOf(server),
    software,
    softwareVersion: str(record(nodeinfo.software).version),
    logo: str(fe.logo, '/static/logo.svg'),
    logoMask: bool(fe.logoMask, true),
    logoMargin: str(fe.logoMargin, '.1em'),
    logoLeft: bool(fe.logoLeft),
    hideSitename: bool(fe.hideSitename),
    iconUrl: nonEmpty(misskey.iconUrl) ?? `${server}/favicon.png`,
    background:
      nonEmpty(fe.background) ??
      nonEmpty(misskey.backgroundImageUrl) ??
      str(instance.background_image),
    registrationOpen:
      nodeinfo.openRegistrations === false || meta.disableRegistration === true
        ? false
        : typeof nodeinfo.openRegistrations === 'boolean' || bool(instance.registrations, true),
    accountActivationRequired: bool(
      meta.accountActivationRequired ?? imeta.account_activation_required,
    ),
    accountApprovalRequired: bool(instance.approval_required),
    mailerEnabled: bool(meta.mailerEnabled ?? meta.enableEmail),
    tos: str(sources.tos),
    staffAccounts: strings(meta.staffAccounts),
    textlimit:
      positive(
        instance.max_toot_chars,
        record(configuration.statuses).max_characters,
        misskey.maxNoteTextLength,
      ) ?? DEFAULT_TEXT_LIMIT,
    uploadlimit: positive(uploads.general, instance.upload_limit) ?? 0,
    avatarlimit: positive(uploads.avatar, instance.avatar_upload_limit) ?? 0,
    bannerlimit: positive(uploads.banner, instance.banner_upload_limit) ?? 0,
    backgroundlimit: positive(uploads.background, instance.background_upload_limit) ?? 0,
    descriptionLimit: positive(instance.description_limit) ?? 0,
    fieldsLimits: {
      maxFields: positive(fields.maxFields, ifields.max_fields) ?? 4,
      nameLength: positive(fields.nameLength, ifields.name_length) ?? 255,
      valueLength: positive(fields.valueLength, ifields.value_length) ?? 255,
    },
    vapidPublicKey: nonEmpty(ipleroma.vapid_public_key),
    pollLimits: pollLimitsOf(meta.pollLimits, instance.poll_limits, {
      max_options: cpolls.max_options,
      max_option_chars: cpolls.max_characters_per_option,
      min_expiration: cpolls.min_expiration,
      max_expiration: cpolls.max_expiration,
    }),
    // Servers that list no features (Mastodon) still have polls.
    pollsAvailable: knowsFeatures ? has('polls') : true,
    restrictedNicknames: restricted,
    postFormats:
      strings(meta.postFormats ?? imeta.post_formats).length > 0
        ? strings(meta.postFormats ?? imeta.post_formats)
        : ['text/plain'],
    private: bool(meta.private),
    federating: bool(record(meta.federation).enabled, true),
    publicTimelineVisibility: {
      federated: bool(visibility.federated, true) && meta.disableGlobalTimeline !== true,
      local: bool(visibility.local, true) && meta.disableLocalTimeline !== true,
      bubble: bool(visibility.bubble, true),
    },
    suggestionsEnabled: bool(record(meta.suggestions).enabled),
    mediaProxyAvailable: has('media_proxy'),
    safeDM: has('safe_dm_mentions'),
    translationEnabled: has('akkoma:machine_translation'),
    editingAvailable: knowsFeatures ? has('editing') : software === 'mastodon',
    quotingAvailable: has('quote_posting'),
    reactionsAvailable: has('pleroma_emoji_reactions'),
    defaultAvatar: `${server}/images/avi.png`,
    defaultBanner: `${server}/images/banner.png`,
    showInstanceSpecificPanel: bool(fe.showInstanceSpecificPanel),
    instanceSpecificPanelContent: str(sources.instancePanel),
    showFeaturesPanel: bool(fe.showFeaturesPanel, true),
    localBubbleInstances: strings(meta.localBubbleInstances),
    federationPolicy: policyOf(meta.federation ?? imeta.federation),
    languages: strings(instance.languages),
    features,
    nsfwCensorImage: str(fe.nsfwCensorImage),
    loginMethod: fe.loginMethod === 'token' ? 'token' : 'password',
    redirectRootLogin: nonEmpty(fe.redirectRootLogin) ?? DEFAULT_REDIRECT_ROOT_LOGIN,
    redirectRootNoLogin: nonEmpty(fe.redirectRootNoLogin) ?? DEFAULT_REDIRECT_ROOT_NO_LOGIN,
    defaultLanding: DEFAULT_LANDING,
    postContentType: str(fe.postContentType, 'text/plain'),
    theme: str(fe.theme, 'pleroma-dark'),
    conversationDisplay: fe.conversationDisplay === 'tree' ? 'tree' : 'linear',
    streamingUrl: nonEmpty(record(instance.urls).streaming_api),
    ads: arr(misskey.ads)
      .filter(isRecord)
      .map((ad) => ({
        id: str(ad.id),
        url: str(ad.url),
        imageUrl: str(ad.imageUrl),
        place: str(ad.place),
      })),
  }
}
