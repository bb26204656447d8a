import type {
  ApiInstance,
  ApiMisskeyMeta,
  ApiNodeinfo,
  ApiNodeinfoMetadata,
  ApiPleromaFeConfig,
  ApiPollLimits,
} from '../api/wire/index.ts'
import { routePath } from '../routes/route-table.ts'
import type { InstanceConfig, PollLimits } from './instance-config.ts'
import { federationPolicyOf } from './federation-policy.ts'

/** What boot gathered; every piece is optional because each may fail on its own. */
export interface InstancePieces {
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

// Spec 1 section 9.
export const defaultTextLimit = 5000
export const defaultPollLimits: PollLimits = {
  max_options: 4,
  max_option_chars: 255,
  min_expiration: 60,
  max_expiration: 86400,
}
export const defaultLanding = routePath('public-external-timeline')
export const defaultRedirectRootLogin = routePath('friends')
export const defaultRedirectRootNoLogin = routePath('public-timeline')
export const restrictedNicknamesDefault = ['admin', 'instance.actor', 'instance.relay']

const str = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.length > 0 ? value : fallback
const bool = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean' ? value : fallback
const num = (...values: unknown[]): number | undefined =>
  values.find((value): value is number => typeof value === 'number' && value > 0)

function pollLimitsOf(...sources: (ApiPollLimits | undefined)[]): PollLimits {
  const source = sources.find((s) => s !== undefined) ?? {}
  return {
    max_options: num(source.max_options) ?? defaultPollLimits.max_options,
    max_option_chars: num(source.max_option_chars) ?? defaultPollLimits.max_option_chars,
    min_expiration: source.min_expiration ?? defaultPollLimits.min_expiration,
    max_expiration: num(source.max_expiration) ?? defaultPollLimits.max_expiration,
  }
}

function registrationOpen(meta: ApiNodeinfoMetadata, pieces: InstancePieces): boolean {
  if (meta.disableRegistration === true || pieces.meta?.disableRegistration === true) return false
  return pieces.nodeinfo?.openRegistrations ?? pieces.instance?.registrations ?? true
}

/** Spec 1 section 3's instance config, with its defaults for everything the instance left out. */
export function assembleInstanceConfig(pieces: InstancePieces): InstanceConfig {
  const { instance, nodeinfo, meta: misskey } = pieces
  const meta: ApiNodeinfoMetadata = nodeinfo?.metadata ?? {}
  const pleromaMeta = instance?.pleroma?.metadata ?? {}
  // As in Pleroma FE: the instance's own front-end configuration wins over the static file.
  const fe: ApiPleromaFeConfig = { ...pieces.staticConfig, ...pieces.frontend }
  const features = meta.features ?? pleromaMeta.features ?? []
  const has = (feature: string) => features.includes(feature)
  const isPrivate = meta.private === true
  const visibility = meta.publicTimelineVisibility ?? {}
  const bubble = meta.localBubbleInstances ?? []
  return {
    server: pieces.server,
    name: str(fe.name ?? meta.nodeName ?? instance?.title ?? misskey?.name, 'Akkoma'),
    software: str(nodeinfo?.software.name, 'akkoma').toLowerCase(),
    softwareVersion: str(nodeinfo?.software.version, ''),
    logo: str(fe.logo, '/favicon.svg'),
    logoMask: bool(fe.logoMask, true),
    logoMargin: str(fe.logoMargin, '.1em'),
    logoLeft: bool(fe.logoLeft, false),
    hideSitename: bool(fe.hideSitename, false),
    iconUrl: str(misskey?.iconUrl, ''),
    background: str(misskey?.backgroundImageUrl ?? fe.background ?? instance?.background_image, ''),
    registrationOpen: registrationOpen(meta, pieces),
    accountActivationRequired:
      meta.accountActivationRequired ?? pleromaMeta.account_activation_required ?? false,
    accountApprovalRequired: instance?.approval_required ?? false,
    mailerEnabled: meta.mailerEnabled ?? meta.enableEmail ?? false,
    tos: pieces.tos ?? '',
    staffAccounts: meta.staffAccounts ?? [],
    textlimit:
      num(
        instance?.configuration?.statuses?.max_characters,
        instance?.max_toot_chars,
        misskey?.maxNoteTextLength,
      ) ?? defaultTextLimit,
    uploadlimit: num(meta.uploadLimits?.general, instance?.upload_limit) ?? 0,
    avatarlimit: num(meta.uploadLimits?.avatar, instance?.avatar_upload_limit) ?? 0,
    bannerlimit: num(meta.uploadLimits?.banner, instance?.banner_upload_limit) ?? 0,
    backgroundlimit: num(meta.uploadLimits?.background, instance?.background_upload_limit) ?? 0,
    descriptionLimit: num(instance?.description_limit) ?? 0,
    fieldsLimits: {
      maxFields: num(meta.fieldsLimits?.maxFields, pleromaMeta.fields_limits?.max_fields) ?? 10,
      nameLength: num(meta.fieldsLimits?.nameLength, pleromaMeta.fields_limits?.name_length) ?? 512,
      valueLength:
        num(meta.fieldsLimits?.valueLength, pleromaMeta.fields_limits?.value_length) ?? 2048,
    },
    vapidPublicKey: instance?.pleroma?.vapid_public_key ?? null,
    pollLimits: pollLimitsOf(meta.pollLimits, instance?.poll_limits),
    pollsAvailable: features.length === 0 || has('polls'),
    restrictedNicknames: meta.restrictedNicknames ?? restrictedNicknamesDefault,
    postFormats: meta.postFormats ?? pleromaMeta.post_formats ?? ['text/plain'],
    private: isPrivate,
    federating: meta.federation?.enabled ?? true,
    // A private instance answers no visitor at all, whatever its per-timeline switches say.
    publicTimelineVisibility: {
      local: !isPrivate && (visibility.local ?? true) && meta.disableLocalTimeline !== true,
      federated:
        !isPrivate && (visibility.federated ?? true) && meta.disableGlobalTimeline !== true,
      bubble: !isPrivate && (visibility.bubble ?? true),
    },
    suggestionsEnabled: meta.suggestions?.enabled ?? false,
    mediaProxyAvailable: has('media_proxy'),
    safeDM: has('safe_dm_mentions'),
    translationEnabled: has('akkoma:machine_translation'),
    editingAvailable: has('editing'),
    quotingAvailable: has('quote_posting'),
    reactionsAvailable: has('pleroma_emoji_reactions'),
    defaultAvatar: str(fe.defaultAvatar, '/images/avi.png'),
    defaultBanner: str(fe.defaultBanner, '/images/banner.png'),
    showInstanceSpecificPanel: bool(fe.showInstanceSpecificPanel, false),
    instanceSpecificPanelContent: pieces.panel ?? '',
    showFeaturesPanel: bool(fe.showFeaturesPanel, true),
    localBubbleInstances: bubble,
    federationPolicy: federationPolicyOf(meta.federation ?? pleromaMeta.federation),
    languages: instance?.languages ?? [],
    features,
    nsfwCensorImage: str(fe.nsfwCensorImage, ''),
    loginMethod: fe.loginMethod === 'token' ? 'token' : 'password',
    redirectRootLogin: str(fe.redirectRootLogin, defaultRedirectRootLogin),
    redirectRootNoLogin: str(fe.redirectRootNoLogin, defaultRedirectRootNoLogin),
    defaultLanding,
    postContentType: str(fe.postContentType, 'text/plain'),
    theme: str(fe.theme, ''),
    conversationDisplay: fe.conversationDisplay === 'tree' ? 'tree' : 'linear',
    streamingUrl: instance?.urls?.streaming_api ?? null,
    ads: (misskey?.ads ?? []).map(({ id, url, imageUrl, place }) => ({ id, url, imageUrl, place })),
  }
}
