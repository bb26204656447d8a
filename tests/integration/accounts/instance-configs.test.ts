import { createStore } from 'jotai'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assembleInstanceConfig } from '../../../src/entities'
import {
  ensureInstanceConfig,
  otherInstanceConfigsAtom,
} from '../../../src/app/boot/instance-configs'
import { instanceConfigAtom } from '../../../src/state/instance'
import { loadInstance } from '../../../src/app/boot/load-instance'
import { startInstance, type RunningInstance } from '../../fake-akkoma/server'

let home: RunningInstance
let other: RunningInstance

beforeAll(async () => {
  home = await startInstance({})
  other = await startInstance({
    settings: { maxTootChars: 1234, bubbleInstances: [], privateMode: true },
  })
})
afterAll(async () => {
  await home.close()
  await other.close()
})

describe('instance configs at boot and for other instances', () => {
  it('builds the home config from the start-up calls of a real instance', async () => {
    const { config } = await loadInstance(home.url)
    expect(config).toMatchObject({
      server: home.url,
      name: 'Akkoma Deck Local',
      textlimit: 5000,
      private: false,
      registrationOpen: true,
      localBubbleInstances: ['remote.example', 'bubble.example'],
    })
    expect(config.staffAccounts.length).toBeGreaterThan(0)
    expect(config.tos).toContain('Terms of service')
    expect(config.federationPolicy?.mrf_simple.reject).toEqual(['spam.example'])
  })

  it('loads the config of another instance once, beside the home one', async () => {
    const store = createStore()
    store.set(instanceConfigAtom, assembleInstanceConfig({ server: home.url }))
    await Promise.all([
      ensureInstanceConfig(store, other.url),
      ensureInstanceConfig(store, other.url),
    ])
    await ensureInstanceConfig(store, home.url)
    const others = store.get(otherInstanceConfigsAtom)
    expect(Object.keys(others)).toEqual([other.url])
    expect(others[other.url]).toMatchObject({
      textlimit: 1234,
      private: true,
      localBubbleInstances: [],
      publicTimelineVisibility: { local: false, federated: false, bubble: false },
    })
  })
})
