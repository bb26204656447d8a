import type { Hono } from 'hono'
import type { Env, InstanceState } from '../http/context'
import { fail } from '../http/errors'
import type { Store } from '../store/store'
import { renderAnnouncement } from '../views/misc'
import { instanceFiles } from './instance-files'

const VERSION = '3.16.0'

export function features(store: Store): string[] {
  const list = [
    'pleroma_api',
    'akkoma_api',
    'mastodon_api',
    'mastodon_api_streaming',
    'polls',
    'v2_suggestions',
    'pleroma_explicit_addressing',
    'shareable_emoji_packs',
    'multifetch',
    'pleroma:api/v1/notifications:include_types_filter',
    'quote_posting',
    'editing',
  ]
  if (store.settings.bubbleInstances.length > 0) list.push('bubble_timeline')
  list.push(
    'media_proxy',
    'safe_dm_mentions',
    'pleroma_emoji_reactions',
    'exposable_reactions',
    'profile_directory',
  )
  if (store.settings.translation) list.push('akkoma:machine_translation')
  list.push('custom_emoji_reactions', 'pleroma:get:main/ostatus')
  if (store.settings.chats) list.push('pleroma_chat_messages')
  return list
}

function federation(store: Store) {
  const f = store.settings.federation
  return {
    enabled: true,
    exclusions: false,
    mrf_policies: f.mrfPolicies,
    mrf_simple: { reject: f.rejected, media_removal: [], federated_timeline_removal: [] },
    mrf_simple_info: {},
    quarantined_instances: f.quarantined,
    quarantined_instances_info: { quarantined_instances: {} },
  }
}

function counts(store: Store) {
  let local = 0
  let remote = 0
  const domains = new Set<string>()
  for (const u of store.users.values())
    if (u.domain) {
      remote++
      domains.add(u.domain)
    } else if (u.isActive) local++
  let posts = 0
  for (const s of store.statuses.values())
    if (!s.reblogOfId && store.user(s.authorId)?.domain === null) posts++
  return { local, remote, domains: domains.size, posts }
}

export function instanceV1(store: Store) {
  const s = store.settings
  const n = counts(store)
  return {
    uri: store.host(),
    title: s.name,
    description: s.description,
    short_description: s.description,
    version: `2.7.2 (compatible; Akkoma ${VERSION})`,
    email: 'admin@local.example',
    urls: { streaming_api: store.origin.replace(/^http/, 'ws') },
    stats: {
      domain_count: n.domains,
      status_count: n.posts,
      user_count: n.local,
      remote_user_count: n.remote,
    },
    thumbnail: `${store.origin}/instance/thumbnail.jpeg`,
    languages: ['en'],
    registrations: s.registrations !== 'closed',
    approval_required: s.registrations === 'approval',
    max_toot_chars: s.maxTootChars,
    poll_limits: s.pollLimits,
    upload_limit: s.uploadLimit,
    avatar_upload_limit: s.avatarUploadLimit,
    background_upload_limit: s.backgroundUploadLimit,
    banner_upload_limit: s.bannerUploadLimit,
    background_image: `${store.origin}/images/city.jpg`,
    description_limit: 5000,
    pleroma: {
      metadata: {
        account_activation_required: s.accountActivationRequired,
        features: features(store),
        federation: federation(store),
        fields_limits: {
          max_fields: 10,
          max_remote_fields: 20,
          name_length: 512,
          value_length: 2048,
        },
        post_formats: [
          'text/plain',
          'text/html',
          'text/markdown',
          'text/bbcode',
          'text/x.misskeymarkdown',
        ],
        privileged_staff: store.settings.privilegedStaff,
      },
      stats: { mau: n.local },
      vapid_public_key: store.settings.vapidPublicKey,
    },
  }
}

export function nodeinfo(store: Store, version: '2.0' | '2.1') {
  const s = store.settings
  const n = counts(store)
  const staff = [...store.users.values()].filter((u) => u.domain === null && u.role !== 'member')
  const metadata: Record<string, unknown> = {
    nodeName: s.name,
    nodeDescription: s.description,
    private: s.privateMode,
    suggestions: { enabled: s.suggestions },
    staffAccounts: staff.map((u) => `${store.origin}/users/${u.nickname}`),
    federation: federation(store),
    pollLimits: s.pollLimits,
    postFormats: [
      'text/plain',
      'text/html',
      'text/markdown',
      'text/bbcode',
      'text/x.misskeymarkdown',
    ],
    uploadLimits: {
      general: s.uploadLimit,
      avatar: s.avatarUploadLimit,
      banner: s.bannerUploadLimit,
      background: s.backgroundUploadLimit,
    },
    fieldsLimits: { maxFields: 10, maxRemoteFields: 20, nameLength: 512, valueLength: 2048 },
    accountActivationRequired: s.accountActivationRequired,
    invitesEnabled: s.registrations === 'invite',
    mailerEnabled: s.mailerEnabled,
    features: features(store),
    restrictedNicknames: [
      '.well-known',
      '~',
      'about',
      'activities',
      'api',
      'auth',
      'dev',
      'inbox',
      'internal',
      'main',
      'media',
      'nodeinfo',
      'notice',
      'oauth',
      'objects',
      'pleroma',
      'proxy',
      'push',
      'registration',
      'relay',
      'settings',
      'status',
      'tag',
      'users',
      'web',
      'mfa',
    ],
    skipThreadContainment: true,
    privilegedStaff: store.settings.privilegedStaff,
    localBubbleInstances: s.bubbleInstances,
    publicTimelineVisibility: s.publicTimelineVisibility,
    federatedTimelineAvailable: s.publicTimelineVisibility.federated,
  }
  if (s.misskeyCompat) {
    // The Misskey-style names the spec's client reads, served beside Akkoma's own.
    Object.assign(metadata, {
      enableEmail: s.mailerEnabled,
      disableRegistration: s.registrations === 'closed',
      disableLocalTimeline: !s.publicTimelineVisibility.local,
      disableGlobalTimeline: !s.publicTimelineVisibility.federated,
    })
  }
  const software: Record<string, string> = { name: 'akkoma', version: VERSION }
  if (version === '2.1') software.repository = 'https://akkoma.dev/AkkomaGang/akkoma'
  return {
    version,
    software,
    protocols: ['activitypub'],
    services: { inbound: [], outbound: [] },
    openRegistrations: s.registrations === 'open' || s.registrations === 'approval',
    usage: {
      users: { total: n.local, activeMonth: n.local, activeHalfyear: n.local },
      localPosts: n.posts,
    },
    metadata,
  }
}

const NODEINFO_TYPE = (v: string) =>
  `application/json; profile="http://nodeinfo.diaspora.software/ns/schema/${v}#"; charset=utf-8`

export function instanceRoutes(app: Hono<Env>, inst: InstanceState): void {
  app.get('/api/v1/instance', (c) => c.json(instanceV1(inst.store)))
  app.get('/api/v1/instance/peers', (c) => {
    const peers = new Set<string>()
    for (const u of inst.store.users.values()) if (u.domain) peers.add(u.domain)
    return c.json([...peers].sort())
  })
  app.get('/.well-known/nodeinfo', (c) =>
    c.json({
      links: ['2.0', '2.1'].map((v) => ({
        rel: `http://nodeinfo.diaspora.software/ns/schema/${v}`,
        href: `${inst.store.origin}/nodeinfo/${v}.json`,
      })),
    }),
  )
  for (const v of ['2.0', '2.1'] as const)
    for (const path of [`/nodeinfo/${v}`, `/nodeinfo/${v}.json`])
      app.get(path, (c) =>
        c.body(JSON.stringify(nodeinfo(inst.store, v)), 200, { 'content-type': NODEINFO_TYPE(v) }),
      )
  app.get('/api/pleroma/frontend_configurations', (c) =>
    c.json(withDefaultTheme(frontendConfigurations, inst.store.settings.defaultTheme)),
  )
  app.get('/api/v1/pleroma/emoji', (c) => {
    const out: Record<string, { image_url: string; tags: string[] }> = {}
    for (const e of inst.store.emojis) out[e.shortcode] = { image_url: e.file, tags: e.tags }
    return c.json(out)
  })
  app.get('/api/v1/custom_emojis', (c) =>
    c.json(
      inst.store.emojis.map((e) => ({
        shortcode: e.shortcode,
        static_url: `${inst.store.origin}${e.file}`,
        visible_in_picker: true,
        url: `${inst.store.origin}${e.file}`,
        tags: e.tags,
        category: e.tags.filter((t) => t !== 'Custom').join(','),
      })),
    ),
  )
  app.get('/api/v1/announcements', (c) => {
    const user = c.get('user')
    const now = inst.store.now()
    const active = [...inst.store.announcements.values()].filter(
      (a) => (a.startsAt === null || a.startsAt <= now) && (a.endsAt === null || a.endsAt > now),
    )
    return c.json(active.map((a) => renderAnnouncement(inst.store, a, user?.id ?? null)))
  })
  app.get('/api/v1/akkoma/translation/languages', (c) => {
    if (!inst.store.settings.translation) throw fail(400, 'Translation is not enabled')
    return c.json({
      source: [
        { code: 'EN', name: 'English' },
        { code: 'DE', name: 'German' },
        { code: 'JA', name: 'Japanese' },
      ],
      target: [
        { code: 'EN-GB', name: 'English (British)' },
        { code: 'EN-US', name: 'English (American)' },
        { code: 'DE', name: 'German' },
        { code: 'JA', name: 'Japanese' },
      ],
    })
  })
  app.get('/api/v1/pleroma/captcha', (c) => c.json(captcha(inst.store)))
  instanceFiles(app, inst)
}

export function captcha(store: Store): Record<string, unknown> {
  const type = store.settings.captcha
  if (type === 'none') return { type: 'none' }
  const token = `captcha-${store.seq.token.next()}`
  return {
    type,
    token,
    url:
      type === 'native'
        ? `data:image/png;base64,${store.files.get('/favicon.png')?.data.toString('base64') ?? ''}`
        : `${store.origin}/captcha.png`,
    answer_data: Buffer.from(`${token}:akkoma`).toString('base64'),
    seconds_valid: 300,
  }
}

/** The configuration with the instance's default theme, or without one. */
function withDefaultTheme(config: typeof frontendConfigurations, theme: string | null) {
  const { theme: _stock, ...rest } = config.pleroma_fe
  return { ...config, pleroma_fe: theme === null ? rest : { ...rest, theme } }
}

export const frontendConfigurations = {
  pleroma_fe: {
    alwaysShowSubjectInput: true,
    background: '/images/city.jpg',
    collapseMessageWithSubject: false,
    greentext: false,
    hideFilteredStatuses: false,
    hideMutedPosts: false,
    hidePostStats: false,
    hideSitename: false,
    hideUserStats: false,
    loginMethod: 'password',
    logo: '/static/logo.svg',
    logoMargin: '.1em',
    logoMask: true,
    noAttachmentLinks: false,
    nsfwCensorImage: '',
    postContentType: 'text/plain',
    redirectRootLogin: '/main/friends',
    redirectRootNoLogin: '/main/public',
    scopeCopy: true,
    sidebarRight: false,
    showFeaturesPanel: true,
    showInstanceSpecificPanel: false,
    subjectLineBehavior: 'email',
    theme: 'pleroma-dark',
    webPushNotifications: false,
    conversationDisplay: 'linear',
  },
  masto_fe: { showInstanceSpecificPanel: true },
}
