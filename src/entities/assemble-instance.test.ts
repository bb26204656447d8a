import { describe, expect, it } from 'vitest'
import type { ApiInstance, ApiNodeinfo } from '../api/wire/index.ts'
import { assembleInstanceConfig } from './assemble-instance.ts'

const server = 'https://social.example'

function nodeinfo(metadata: ApiNodeinfo['metadata'], openRegistrations = true): ApiNodeinfo {
  return {
    version: '2.0',
    software: { name: 'Akkoma', version: '3.16.0' },
    openRegistrations,
    metadata,
  }
}

describe('assembleInstanceConfig', () => {
  it('uses the spec defaults when nothing could be loaded', () => {
    const config = assembleInstanceConfig({ server })
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
    expect(assembleInstanceConfig({ server, instance }).textlimit).toBe(7000)
  })

  it('reads registration, activation, mailer and approval', () => {
    const config = assembleInstanceConfig({
      server,
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
      assembleInstanceConfig({ server, nodeinfo: nodeinfo({ disableRegistration: true }) })
        .registrationOpen,
    ).toBe(false)
  })

  it('closes every timeline to visitors in private mode', () => {
    const config = assembleInstanceConfig({
      server,
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
      server,
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
      server,
      staticConfig: { loginMethod: 'password', showInstanceSpecificPanel: true },
      frontend: { loginMethod: 'token' },
    })
    expect(config.loginMethod).toBe('token')
    expect(config.showInstanceSpecificPanel).toBe(true)
  })

  it('fills every federation policy list', () => {
    const config = assembleInstanceConfig({
      server,
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
