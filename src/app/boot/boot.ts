import type { Store } from 'jotai'
import { visitorKeyOf } from '../../accounts/account-key'
import { watchAccountSessions } from '../../accounts/clients'
import { hydrateAccounts } from '../../accounts/persistence'
import { accountsAtom } from '../../accounts/store'
import { afterFirstPaint, whenIdleAfterFirstPaint } from '../../lib/first-paint'
import { settingsAtoms } from '../../settings/store'
import { checkSettings } from '../../settings/schema'
import { pushNotice } from '../../state/notices'
import { askForFirstPages } from './first-pages'
import { initialJson, readInitialResults } from './initial-results'
import {
  bootStatusAtom,
  customEmojiAtom,
  instanceConfigAtom,
  stickersAtom,
} from '../../state/instance'
import { assembleInstanceConfig } from '../../entities'
import { startInstanceLoad, type LoadedInstance } from './load-instance'
import type { ApiFrontendConfig, ApiInstance, ApiNodeinfo } from '../../api/wire'
import { bootMessages } from './messages'
import { registerServiceWorker } from './service-worker'
import { verifyAccounts } from './verify-accounts'

/** The configuration as far as the page's embedded answers tell it (spec defaults for the rest):
 * enough to guess where the address leads before the instance answered. */
function embeddedConfig(initial: ReturnType<typeof readInitialResults>) {
  const instance = initialJson(initial, '/api/v1/instance') as ApiInstance | undefined
  const nodeinfo = initialJson(initial, '/nodeinfo/2.0.json') as ApiNodeinfo | undefined
  const frontend = initialJson(initial, '/api/pleroma/frontend_configurations') as
    ApiFrontendConfig | undefined
  return assembleInstanceConfig({
    server: location.origin,
    ...(instance && { instance }),
    ...(nodeinfo && { nodeinfo }),
    ...(frontend?.pleroma_fe && { frontend: frontend.pleroma_fe }),
  })
}

/**
 * Start-up, all at once and before the first render: accounts from storage, the instance's
 * configuration calls, a check of every stored token, and the first page of each column the
 * landing route shows. Routing waits for the instance and nodeinfo only (answered from the page
 * itself where it embeds them); what no first paint shows (terms, panel, custom emoji,
 * stickers, the service worker) is asked for once the first status is on screen.
 */
export function startBoot(store: Store): void {
  const problem = hydrateAccounts(store)
  if (problem === 'unavailable') {
    pushNotice(store, {
      level: 'error',
      message: { descriptor: bootMessages.storageUnavailable },
      timeoutMs: null,
    })
  }
  watchAccountSessions(store)
  const initial = readInitialResults()
  const load = startInstanceLoad(undefined, initial)
  const verified = verifyAccounts(store)
  try {
    askForFirstPages(store, embeddedConfig(initial), verified)
  } catch (error) {
    // Only a speed-up: the columns ask for themselves.
    console.warn('Could not ask for the first pages early', error)
  }
  void load.landing.then((config) => {
    if (store.get(bootStatusAtom) !== 'loading') return
    store.set(instanceConfigAtom, config)
    store.set(bootStatusAtom, 'landing')
  })
  void load.configured.then((loaded) => {
    applyLoaded(store, loaded)
    store.set(bootStatusAtom, 'ready')
  })
  void afterFirstPaint()
    .then(() => load.extras())
    .then((loaded) => {
      applyLoaded(store, loaded)
      store.set(customEmojiAtom, loaded.customEmoji)
      store.set(stickersAtom, loaded.stickers)
    })
  whenIdleAfterFirstPaint(() => void registerServiceWorker())
}

function applyLoaded(store: Store, loaded: LoadedInstance): void {
  store.set(instanceConfigAtom, loaded.config)
  applyInstanceSettings(store, loaded.frontendSettings)
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
