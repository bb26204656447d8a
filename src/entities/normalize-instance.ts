import type {
  ApiFederationPolicy,
  ApiInstance,
  ApiMisskeyMeta,
  ApiNodeinfo,
  ApiNodeinfoMetadata,
  ApiPleromaFeConfig,
  ApiPollLimits,
} from '../api/wire/index.ts'
import { routePath } from '../routes/route-table.ts'
import {
  arr,
  bool,
  isPlainObject,
  isRecord,
  nonEmpty,
  num,
  record,
  str,
  strings,
} from './coerce.ts'
import type { FederationPolicy, InstanceConfig, PollLimits } from './instance-config.ts'
import { RESTRICTED_NICKNAMES } from './user-rules.ts'

/** What boot gathered; every piece is optional because each may fail on its own. */
export interface InstancePieces {
  /** Origin of the instance, e.g. https://akkoma.example. */
  server: string
  meta?: ApiMisskeyMeta
  instance?: ApiInstance
  nodeinfo?: ApiNodeinfo
  /** `pleroma_fe` of the instance's front-end configurations. */
  frontend?: ApiPleromaFeConfig
  /** /static/config.json: the front end's own defaults; the instance's configuration wins. */
  staticConfig?: ApiPleromaFeConfig
  tos?: string
  panel?: string
}

/** Spec 1 section 9's defaults, used where the server says nothing. */
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

/** The first of the values that is a positive number (numeric strings count). */
function positive(...values: unknown[]): number | undefined {
  for (const value of values) {
    const n = num(value, -1)
    if (n > 0) return n
  }
  return undefined
}

function pollLimitsOf(...sources: unknown[]): PollLimits {
  // The first source the server sent wins whole; its missing fields take the defaults.
  const source: Partial<Record<keyof ApiPollLimits, unknown>> = sources.find(isRecord) ?? {}
  const minExpiration = num(source.min_expiration, -1)
  return {
    max_options: positive(source.max_options) ?? DEFAULT_POLL_LIMITS.max_options,
    max_option_chars: positive(source.max_option_chars) ?? DEFAULT_POLL_LIMITS.max_option_chars,
    // Zero is a real minimum (Akkoma's default).
    min_expiration: minExpiration >= 0 ? minExpiration : DEFAULT_POLL_LIMITS.min_expiration,
    max_expiration: positive(source.max_expiration) ?? DEFAULT_POLL_LIMITS.max_expiration,
  }
}

/** Mastodon's poll limits, under its instance's configuration, in the shape of the others. */
function mastodonPollLimits(instance: Partial<ApiInstance>): ApiPollLimits | undefined {
  const polls = record(record(instance.configuration).polls)
  if (Object.keys(polls).length === 0) return undefined
  return {
    ...(polls.max_options !== undefined && { max_options: polls.max_options }),
    ...(polls.max_characters_per_option !== undefined && {
      max_option_chars: polls.max_characters_per_option,
    }),
    ...(polls.min_expiration !== undefined && { min_expiration: polls.min_expiration }),
    ...(polls.max_expiration !== undefined && { max_expiration: polls.max_expiration }),
  }
}

function reasonsOf(map: unknown): Record<string, { reason?: string }> {
  const out: Record<string, { reason?: string }> = {}
  if (!isPlainObject(map)) return out
  for (const [host, value] of Object.entries(map)) {
    // JSON may carry an own "__proto__" key; assigning it would swap the prototype.
    if (isPlainObject(value) && host !== '__proto__') {
      out[host] = typeof value.reason === 'string' ? { reason: value.reason } : {}
    }
  }
  return out
}

/** The MRF transparency block, every list present (empty when not sent), hostile keys dropped. */
function federationPolicyOf(raw: ApiFederationPolicy | undefined): FederationPolicy | null {
  if (!isRecord(raw)) return null
  const keyword = record(raw.mrf_keyword)
  const simple: Record<string, string[]> = {}
  for (const [key, value] of Object.entries(record(raw.mrf_simple))) {
    if (key !== '__proto__') simple[key] = strings(value)
  }
  const simpleInfo: Record<string, Record<string, { reason?: string }>> = {}
  for (const [action, hosts] of Object.entries(record(raw.mrf_simple_info))) {
    if (action !== '__proto__') simpleInfo[action] = reasonsOf(hosts)
  }
  const replace: { pattern: string; replacement: string }[] = []
  for (const pair of arr(keyword.replace)) {
    if (isRecord(pair))
      replace.push({ pattern: str(pair.pattern), replacement: str(pair.replacement) })
  }
  return {
    mrf_policies: strings(raw.mrf_policies),
    mrf_simple: simple,
    mrf_simple_info: simpleInfo,
    quarantined_instances: strings(raw.quarantined_instances),
    quarantined_instances_info: reasonsOf(
      record(raw.quarantined_instances_info).quarantined_instances,
    ),
    mrf_keyword: {
      federated_timeline_removal: strings(keyword.federated_timeline_removal),
      reject: strings(keyword.reject),
      replace,
    },
  }
}

/** Nodeinfo names the software; without it, the instance's version string hints at it. */
function softwareOf(nodeinfo: Partial<ApiNodeinfo>, instance: Partial<ApiInstance>): string {
  const name = nonEmpty(record(nodeinfo.software).name)
  if (name !== null) return name.toLowerCase()
  const version = str(instance.version)
  if (version.includes('Pleroma')) return 'pleroma'
  // Mastodon's instance gives only a version number.
  if (version !== '' && !version.includes('Akkoma')) return 'mastodon'
  return 'akkoma'
}

function registrationOpen(
  meta: Partial<ApiNodeinfoMetadata>,
  pieces: InstancePieces,
  nodeinfo: Partial<ApiNodeinfo>,
  instance: Partial<ApiInstance>,
): boolean {
  const misskey = record(pieces.meta)
  if (meta.disableRegistration === true || misskey.disableRegistration === true) return false
  if (typeof nodeinfo.openRegistrations === 'boolean') return nodeinfo.openRegistrations
  return bool(instance.registrations, true)
}

/** A path on the instance (the default avatar) made absolute, for clients on another origin. */
function onServer(server: string, path: string): string {
  return path.startsWith('/') ? `${server}${path}` : path
}

/**
 * Spec 1 section 3's instance config from everything the server says about itself, with its
 * defaults for everything it left out. The instance's front-end configuration wins over
 * /static/config.json (as Akkoma-FE does). Any piece may be missing or malformed: this never
 * throws.
 */
export function assembleInstanceConfig(pieces: InstancePieces): InstanceConfig {
  const server = str(pieces.server).replace(TRAILING_SLASHES, '')
  const instance = record(pieces.instance)
  const pleroma = record(instance.pleroma)
  const pleromaMeta = record(pleroma.metadata)
  const nodeinfo = record(pieces.nodeinfo)
  const meta = record(nodeinfo.metadata)
  const misskey = record(pieces.meta)
  const fe: ApiPleromaFeConfig = { ...record(pieces.staticConfig), ...record(pieces.frontend) }
  const knowsFeatures = meta.features !== undefined || pleromaMeta.features !== undefined
  const features = strings(meta.features ?? pleromaMeta.features)
  const has = (feature: string) => features.includes(feature)
  const software = softwareOf(nodeinfo, instance)
  const isPrivate = meta.private === true
  const visibility = record(meta.publicTimelineVisibility)
  const uploads = record(meta.uploadLimits)
  const fields = record(meta.fieldsLimits)
  const pleromaFields = record(pleromaMeta.fields_limits)
  const postFormats = meta.postFormats ?? pleromaMeta.post_formats
  const restricted = strings(meta.restrictedNicknames)
  for (const nick of RESTRICTED_NICKNAMES) if (!restricted.includes(nick)) restricted.push(nick)
  return {
    server,
    name:
      [fe.name, meta.nodeName, instance.title, misskey.name].map(nonEmpty).find(Boolean) ??
      'Akkoma',
    software,
    softwareVersion: str(record(nodeinfo.software).version),
    logo: nonEmpty(fe.logo) ?? '/favicon.svg',
    logoMask: bool(fe.logoMask, true),
    logoMargin: nonEmpty(fe.logoMargin) ?? '.1em',
    logoLeft: bool(fe.logoLeft),
    hideSitename: bool(fe.hideSitename),
    iconUrl: str(misskey.iconUrl),
    background: str(
      [misskey.backgroundImageUrl, fe.background, instance.background_image]
        .map(nonEmpty)
        .find(Boolean),
    ),
    registrationOpen: registrationOpen(meta, pieces, nodeinfo, instance),
    accountActivationRequired: bool(
      meta.accountActivationRequired ?? pleromaMeta.account_activation_required,
    ),
    accountApprovalRequired: bool(instance.approval_required),
    mailerEnabled: bool(meta.mailerEnabled ?? meta.enableEmail),
    tos: str(pieces.tos),
    staffAccounts: strings(meta.staffAccounts),
    textlimit:
      positive(
        record(record(instance.configuration).statuses).max_characters,
        instance.max_toot_chars,
        misskey.maxNoteTextLength,
      ) ?? DEFAULT_TEXT_LIMIT,
    uploadlimit: positive(uploads.general, instance.upload_limit) ?? 0,
    avatarlimit: positive(uploads.avatar, instance.avatar_upload_limit) ?? 0,
    bannerlimit: positive(uploads.banner, instance.banner_upload_limit) ?? 0,
    backgroundlimit: positive(uploads.background, instance.background_upload_limit) ?? 0,
    descriptionLimit: positive(instance.description_limit) ?? 0,
    fieldsLimits: {
      maxFields: positive(fields.maxFields, pleromaFields.max_fields) ?? 10,
      nameLength: positive(fields.nameLength, pleromaFields.name_length) ?? 512,
      valueLength: positive(fields.valueLength, pleromaFields.value_length) ?? 2048,
    },
    vapidPublicKey: nonEmpty(pleroma.vapid_public_key),
    pollLimits: pollLimitsOf(meta.pollLimits, instance.poll_limits, mastodonPollLimits(instance)),
    pollsAvailable: features.length === 0 || has('polls'),
    restrictedNicknames: restricted,
    postFormats: Array.isArray(postFormats) ? strings(postFormats) : ['text/plain'],
    private: isPrivate,
    federating: bool(record(meta.federation).enabled, true),
    // A private instance answers no visitor at all, whatever its per-timeline switches say.
    publicTimelineVisibility: {
      local: !isPrivate && bool(visibility.local, true) && meta.disableLocalTimeline !== true,
      federated:
        !isPrivate && bool(visibility.federated, true) && meta.disableGlobalTimeline !== true,
      bubble: !isPrivate && bool(visibility.bubble, true),
    },
    suggestionsEnabled: bool(record(meta.suggestions).enabled),
    mediaProxyAvailable: has('media_proxy'),
    safeDM: has('safe_dm_mentions'),
    translationEnabled: has('akkoma:machine_translation'),
    // Mastodon lists no features and edits.
    editingAvailable: knowsFeatures ? has('editing') : software === 'mastodon',
    quotingAvailable: has('quote_posting'),
    reactionsAvailable: has('pleroma_emoji_reactions'),
    defaultAvatar: onServer(server, nonEmpty(fe.defaultAvatar) ?? '/images/avi.png'),
    defaultBanner: onServer(server, nonEmpty(fe.defaultBanner) ?? '/images/banner.png'),
    showInstanceSpecificPanel: bool(fe.showInstanceSpecificPanel),
    instanceSpecificPanelContent: str(pieces.panel),
    showFeaturesPanel: bool(fe.showFeaturesPanel, true),
    localBubbleInstances: strings(meta.localBubbleInstances),
    federationPolicy: federationPolicyOf(meta.federation ?? pleromaMeta.federation),
    privilegedStaff: bool(meta.privilegedStaff ?? pleromaMeta.privileged_staff),
    languages: strings(instance.languages),
    features,
    nsfwCensorImage: str(fe.nsfwCensorImage),
    loginMethod: fe.loginMethod === 'token' ? 'token' : 'password',
    redirectRootLogin: nonEmpty(fe.redirectRootLogin) ?? DEFAULT_REDIRECT_ROOT_LOGIN,
    redirectRootNoLogin: nonEmpty(fe.redirectRootNoLogin) ?? DEFAULT_REDIRECT_ROOT_NO_LOGIN,
    defaultLanding: DEFAULT_LANDING,
    postContentType: nonEmpty(fe.postContentType) ?? 'text/plain',
    theme: str(fe.theme),
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
