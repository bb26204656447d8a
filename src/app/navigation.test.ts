import { createStore } from 'jotai'
import { describe, expect, it } from 'vitest'
import { dispatchAccountsAtom } from '../accounts/store'
import { assembleInstanceConfig } from '../entities'
import { instanceConfigAtom } from '../state/instance'
import { navigationAtom } from './navigation'

function storeWith(config: Parameters<typeof assembleInstanceConfig>[0], signedIn = false) {
  const store = createStore()
  store.set(instanceConfigAtom, assembleInstanceConfig(config))
  if (signedIn) {
    store.set(dispatchAccountsAtom, {
      type: 'signed-in',
      account: {
        key: 'alice@social.example',
        baseUrl: 'https://social.example',
        userId: '1',
        nickname: 'alice',
        token: 't',
        role: 'member',
      },
    })
  }
  return store
}

const nodeinfo = (metadata: Record<string, unknown>) => ({
  version: '2.0',
  software: { name: 'akkoma', version: '3' },
  openRegistrations: true,
  metadata,
})

describe('navigationAtom', () => {
  it('hides most navigation from visitors of a private instance', () => {
    const nav = storeWith({
      server: 'https://s.example',
      nodeinfo: nodeinfo({ private: true }),
    }).get(navigationAtom)
    expect(nav).toMatchObject({
      hideMostNavigation: true,
      publicTimeline: false,
      federatedTimeline: false,
      bubble: false,
      friends: false,
    })
  })

  it('shows the bubble only when bubble instances exist', () => {
    const without = storeWith({ server: 'https://s.example' }, true).get(navigationAtom)
    expect(without.bubble).toBe(false)
    const withBubble = storeWith(
      { server: 'https://s.example', nodeinfo: nodeinfo({ localBubbleInstances: ['b.example'] }) },
      true,
    ).get(navigationAtom)
    expect(withBubble).toMatchObject({ bubble: true, friends: true, dms: true })
  })

  it('follows the visitor visibility of each public timeline', () => {
    const nav = storeWith({
      server: 'https://s.example',
      nodeinfo: nodeinfo({ publicTimelineVisibility: { local: true, federated: false } }),
    }).get(navigationAtom)
    expect(nav).toMatchObject({ publicTimeline: true, federatedTimeline: false })
  })
})
