import type { Store } from 'jotai'
import { hydrateAccounts } from '../../accounts/persistence'
import { accountsAtom } from '../../accounts/store'
import { settingsAtoms } from '../../settings/store'
import { checkSettings } from '../../settings/schema'
import { pushNotice } from '../../state/notices'
import { visitorKeyOf } from '../../accounts/account-key'
import { readInitialResults } from './initial-results'
import {
  bootStatusAtom,
  customEmojiAtom,
  instanceConfigAtom,
  stickersAtom,
} from '../../state/instance'
import { bootMessages } from './messages'
import { registerServiceWorker } from './service-worker'

/**
 * Start-up: accounts from storage, the service worker, then the instance (loaded lazily so ky
 * and the API layer stay out of the first chunk), then a check of every stored token.
 */
export async function runBoot(store: Store): Promise<void> {
  const problem = hydrateAccounts(store)
  if (problem === 'unavailable') {
    pushNotice(store, {
      level: 'error',
      message: { descriptor: bootMessages.storageUnavailable },
      timeoutMs: null,
    })
  }
  void registerServiceWorker()
  try {
    const [{ loadInstance }, { watchAccountSessions }] = await Promise.all([
      import('./load-instance'),
      import('../../accounts/clients'),
    ])
    watchAccountSessions(store)
    const loaded = await loadInstance(undefined, readInitialResults())
    store.set(instanceConfigAtom, loaded.config)
    store.set(customEmojiAtom, loaded.customEmoji)
    store.set(stickersAtom, loaded.stickers)
    applyInstanceSettings(store, loaded.frontendSettings)
  } catch (error) {
    // Only the API layer's chunk failing to load lands here: every call inside is optional.
    console.error('Could not load the instance configuration; using defaults', error)
  }
  store.set(bootStatusAtom, 'ready')
  void import('./verify-accounts').then(({ verifyAccounts }) => verifyAccounts(store))
}

let instanceSettings: Record<string, unknown> = {}

/** The instance's front-end defaults for visitors and every account (spec 3 section 9). */
export function applyInstanceSettings(store: Store, raw: Record<string, unknown>): void {
  instanceSettings = checkSettings(raw).settings
  const owners = [visitorKeyOf(location.origin), ...store.get(accountsAtom).map((a) => a.key)]
  for (const owner of owners) store.set(settingsAtoms(store, owner).instance, instanceSettings)
}

/** For an account signed in after boot. */
export function applyInstanceSettingsTo(store: Store, owner: string): void {
  store.set(settingsAtoms(store, owner).instance, instanceSettings)
}
