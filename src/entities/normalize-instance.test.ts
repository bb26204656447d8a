import { describe, expect, it } from 'vitest'
import type { ApiInstance, ApiNodeinfo } from '../api/wire/index.ts'
import { assembleInstanceConfig } from './normalize-instance.ts'
import { fixtures } from './test-fixtures.ts'

const server = 'https://akkoma.example'

describe('assembleInstanceConfig: servers of every kind', () => {
  it('falls back to the spec defaults when the server says nothing', () => {
    const config = assembleInstanceConfig({ server: `${server}/` })
    expect(config).toMatchObject({
      server,
      name: 'Akkoma',
      textlimit: 5000,
      pollLimits: {
        max_options: 4,
        max_option_chars: 255,
        min_expiration: 60,
        max_expiration: 86400,
      },
      registrationOpen: true,
      redirectRootLogin: '/main/friends',
      redirectRootNoLogin: '/main/public',
      defaultLanding: '/main/all',
      loginMethod: 'password',
      conversationDisplay: 'linear',
      postFormats: ['text/plain'],
      defaultAvatar: `${server}/images/avi.png`,
      federationPolicy: null,
    })
    expect(config.restrictedNicknames).toEqual(['admin', 'instance.actor', 'instance.relay'])
  })

  it('reads Akkoma instance, nodeinfo and frontend configurations together', () => {
    const config = assembleInstanceConfig({
      server,
      instance: fixtures.instance,
      nodeinfo: fixtures.nodeinfo,
      frontend: fixtures.frontendConfig.pleroma_fe,
    })
    expect(config).toMatchObject({
      name: 'Akkoma',
      software: 'akkoma',
      softwareVersion: '3.16.0',
      textlimit: 5000,
      uploadlimit: 16000000,
      avatarlimit: 2000000,
      pollLimits: {
        max_options: 20,
        max_option_chars: 200,
        min_expiration: 0,
        max_expiration: 31536000,
      },
      pollsAvailable: true,
      editingAvailable: true,
      mediaProxyAvailable: true,
      safeDM: true,
      translationEnabled: true,
      quotingAvailable: true,
      registrationOpen: true,
      accountApprovalRequired: false,
      staffAccounts: ['https://akkoma.example/users/admin'],
      streamingUrl: 'wss://akkoma.example',
      logo: '/static/logo.svg',
      background: '/images/city.jpg',
      showFeaturesPanel: true,
      redirectRootLogin: '/main/friends',
      publicTimelineVisibility: { federated: true, local: true, bubble: true },
    })
    expect(config.vapidPublicKey).toBeTruthy()
    expect(config.restrictedNicknames).toEqual(
      expect.arrayContaining(['users', 'main', 'admin', 'instance.actor', 'instance.relay']),
    )
    expect(config.postFormats).toContain('text/markdown')
  })

  it('lets the backend frontend configuration override /static/config.json', () => {
    const config = assembleInstanceConfig({
      server,
      staticConfig: { theme: 'static-theme', redirectRootNoLogin: '/main/all', logoLeft: true },
      frontend: { theme: 'backend-theme' },
    })
    expect(config.theme).toBe('backend-theme')
    expect(config.redirectRootNoLogin).toBe('/main/all')
    expect(config.logoLeft).toBe(true)
  })

  it('reads Misskey-flavoured meta and nodeinfo flags', () => {
    const nodeinfo = {
      version: '2.0',
      software: { name: 'Misskey', version: '2024.1' },
      openRegistrations: true,
      metadata: {
        nodeName: 'misskey.example',
        enableEmail: true,
        disableRegistration: true,
        disableLocalTimeline: true,
        disableGlobalTimeline: false,
      },
    } satisfies ApiNodeinfo
    const config = assembleInstanceConfig({
      server,
      nodeinfo,
      meta: {
        iconUrl: 'https://misskey.example/icon.png',
        backgroundImageUrl: 'https://misskey.example/bg.png',
        maxNoteTextLength: 3000,
        ads: [{ id: 'a1', url: 'https://ad', imageUrl: 'https://ad/img', place: 'horizontal' }],
      },
    })
    expect(config).toMatchObject({
      software: 'misskey',
      name: 'misskey.example',
      mailerEnabled: true,
      registrationOpen: false,
      textlimit: 3000,
      iconUrl: 'https://misskey.example/icon.png',
      background: 'https://misskey.example/bg.png',
      publicTimelineVisibility: { local: false, federated: true },
      ads: [{ id: 'a1', url: 'https://ad', imageUrl: 'https://ad/img', place: 'horizontal' }],
    })
  })

  it('reads a Mastodon instance: configuration limits, polls and editing without features', () => {
    const config = assembleInstanceConfig({
      server,
      instance: {
        uri: 'mastodon.example',
        title: 'Mastodon',
        version: '4.3.0',
        registrations: false,
        configuration: {
          statuses: { max_characters: 500 },
          polls: {
            max_options: 4,
            max_characters_per_option: 50,
            min_expiration: 300,
            max_expiration: 2629746,
          },
        },
      },
    })
    expect(config).toMatchObject({
      software: 'mastodon',
      textlimit: 500,
      registrationOpen: false,
      pollsAvailable: true,
      editingAvailable: true,
      pollLimits: {
        max_options: 4,
        max_option_chars: 50,
        min_expiration: 300,
        max_expiration: 2629746,
      },
    })
  })

  it('reads the federation policy transparency block', () => {
    const nodeinfo = {
      ...fixtures.nodeinfo,
      metadata: {
        ...fixtures.nodeinfo.metadata,
        federation: {
          enabled: true,
          mrf_policies: ['SimplePolicy', 'KeywordPolicy'],
          // Parsed JSON can hold an own "__proto__" key; it must not become the prototype.
          mrf_simple: JSON.parse(
            '{"reject":["bad.example"],"media_nsfw":["lewd.example"],"__proto__":{"x":["y"]}}',
          ) as Record<string, string[]>,
          mrf_keyword: { reject: ['spam'], replace: [{ pattern: 'foo', replacement: 'bar' }] },
          quarantined_instances: ['q.example'],
          quarantined_instances_info: {
            quarantined_instances: { 'q.example': { reason: 'spam' } },
          },
        },
      },
    }
    const policy = assembleInstanceConfig({ server, nodeinfo }).federationPolicy
    expect(Object.getPrototypeOf(policy?.mrf_simple)).toBe(Object.prototype)
    expect(policy).toMatchObject({
      mrf_policies: ['SimplePolicy', 'KeywordPolicy'],
      mrf_simple: { reject: ['bad.example'], media_nsfw: ['lewd.example'] },
      mrf_keyword: { reject: ['spam'], replace: [{ pattern: 'foo', replacement: 'bar' }] },
      quarantined_instances_info: { 'q.example': { reason: 'spam' } },
    })
  })

  it('survives wrong types everywhere', () => {
    const broken = {
      server: 'not a url',
      instance: { max_toot_chars: 'lots', poll_limits: null, languages: 'en' },
      nodeinfo: { metadata: null, software: 'x' },
      frontend: 'nope',
    } as unknown as Parameters<typeof assembleInstanceConfig>[0]
    const config = assembleInstanceConfig(broken)
    expect(config.textlimit).toBe(5000)
    expect(config.languages).toEqual([])
    expect(config.name).toBe('Akkoma')
  })
})

const socialServer = 'https://social.example'

function nodeinfo(metadata: ApiNodeinfo['metadata'], openRegistrations = true): ApiNodeinfo {
  return {
    version: '2.0',
    software: { name: 'Akkoma', version: '3.16.0' },
    openRegistrations,
    metadata,
  }
}

describe('assembleInstanceConfig: the spec rules', () => {
  it('uses the spec defaults when nothing could be loaded', () => {
    const config = assembleInstanceConfig({ server: socialServer })
    expect(config.textlimit).toBe(5000)
    expect(config.pollLimits).toEqual({
      max_options: 4,
      max_option_chars: 255,
      min_expiration: 60,
      max_expiration: 86400,
    })
    expect(config.redirectRootLogin).toBe('/main/friends')
    expect(config.redirectRootNoLogin).toBe('/main/public')
    expect(config.defaultLanding).toBe('/main/all')
    expect(config.registrationOpen).toBe(true)
    expect(config.federationPolicy).toBeNull()
  })

  it('reads the text limit from configuration.statuses.max_characters first', () => {
    const instance = {
      uri: 'social.example',
      title: 'Social',
      version: '1',
      max_toot_chars: 3000,
      configuration: { statuses: { max_characters: 7000 } },
    } satisfies ApiInstance
    expect(assembleInstanceConfig({ server: socialServer, instance }).textlimit).toBe(7000)
  })

  it('reads registration, activation, mailer and approval', () => {
    const config = assembleInstanceConfig({
      server: socialServer,
      nodeinfo: nodeinfo({ accountActivationRequired: true, mailerEnabled: true }, false),
      instance: { uri: 'x', title: 'x', version: '1', approval_required: true },
    })
    expect(config).toMatchObject({
      registrationOpen: false,
      accountActivationRequired: true,
      mailerEnabled: true,
      accountApprovalRequired: true,
    })
    expect(
      assembleInstanceConfig({
        server: socialServer,
        nodeinfo: nodeinfo({ disableRegistration: true }),
      }).registrationOpen,
    ).toBe(false)
  })

  it('closes every timeline to visitors in private mode', () => {
    const config = assembleInstanceConfig({
      server: socialServer,
      nodeinfo: nodeinfo({
        private: true,
        publicTimelineVisibility: { local: true, federated: true, bubble: true },
      }),
    })
    expect(config.private).toBe(true)
    expect(config.publicTimelineVisibility).toEqual({
      local: false,
      federated: false,
      bubble: false,
    })
  })

  it('follows the per-timeline switches otherwise', () => {
    const config = assembleInstanceConfig({
      server: socialServer,
      nodeinfo: nodeinfo({
        publicTimelineVisibility: { local: true, federated: false, bubble: true },
        localBubbleInstances: ['a.example'],
      }),
    })
    expect(config.publicTimelineVisibility).toEqual({ local: true, federated: false, bubble: true })
    expect(config.localBubbleInstances).toEqual(['a.example'])
  })

  it('lets the instance front-end configuration win over the static file', () => {
    const config = assembleInstanceConfig({
      server: socialServer,
      staticConfig: { loginMethod: 'password', showInstanceSpecificPanel: true },
      frontend: { loginMethod: 'token' },
    })
    expect(config.loginMethod).toBe('token')
    expect(config.showInstanceSpecificPanel).toBe(true)
  })

  it('fills every federation policy list', () => {
    const config = assembleInstanceConfig({
      server: socialServer,
      nodeinfo: nodeinfo({
        federation: {
          mrf_policies: ['SimplePolicy'],
          mrf_simple: { reject: ['spam.example'] },
          quarantined_instances: ['q.example'],
          quarantined_instances_info: { quarantined_instances: { 'q.example': { reason: 'r' } } },
        },
      }),
    })
    expect(config.federationPolicy).toEqual({
      mrf_policies: ['SimplePolicy'],
      mrf_simple: { reject: ['spam.example'] },
      mrf_simple_info: {},
      quarantined_instances: ['q.example'],
      quarantined_instances_info: { 'q.example': { reason: 'r' } },
      mrf_keyword: { federated_timeline_removal: [], reject: [], replace: [] },
    })
  })
})
