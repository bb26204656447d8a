import { createApiClient } from '../../api/client'
import {
  fetchFrontendConfigurations,
  fetchInstance,
  fetchInstancePanel,
  fetchNodeinfo,
  fetchPleromaEmoji,
  fetchStaticConfig,
  fetchStickers,
  fetchTermsOfService,
  type ApiSticker,
} from '../../api/instance'
import type {
  ApiFrontendConfig,
  ApiInstance,
  ApiMisskeyMeta,
  ApiNodeinfo,
  ApiPleromaEmojiMap,
} from '../../api/wire'
import { initialJson, type InitialResults } from './initial-results'
import { assembleInstanceConfig, type InstanceConfig } from '../../entities'

export interface LoadedInstance {
  config: InstanceConfig
  /** The instance's front-end configuration, for the settings store's instance layer. */
  frontendSettings: Record<string, unknown>
  customEmoji: ApiPleromaEmojiMap
  stickers: ApiSticker
}

/** Spec 1 section 8: an optional piece that fails is logged and boot goes on without it. */
async function optional<T>(what: string, load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load()
  } catch (error) {
    console.warn(`Could not load ${what}; continuing without it`, error)
    return undefined
  }
}

/** The start-up calls of spec 1 section 7, all at once, each allowed to fail. */
export async function loadInstance(
  baseUrl: string | undefined,
  initial: InitialResults = new Map(),
): Promise<LoadedInstance> {
  const client = createApiClient(baseUrl === undefined ? {} : { baseUrl })
  const preloaded = (...paths: string[]) => initialJson(initial, ...paths)
  const [meta, instance, nodeinfo, frontend, staticConfig, tos, panel, emoji, stickers] =
    await Promise.all([
      optional('the instance meta', () =>
        // Misskey-style call of the spec; Akkoma answers 404 and the other pieces cover it.
        client.json<ApiMisskeyMeta>('POST', '/api/meta', { json: {}, anonymous: true }),
      ),
      optional(
        'the instance',
        async () =>
          (preloaded('/api/v1/instance') as ApiInstance | undefined) ?? fetchInstance(client),
      ),
      optional(
        'nodeinfo',
        async () =>
          (preloaded('/nodeinfo/2.0.json', '/nodeinfo/2.0') as ApiNodeinfo | undefined) ??
          fetchNodeinfo(client),
      ),
      optional(
        'the front-end configuration',
        async () =>
          (preloaded('/api/pleroma/frontend_configurations') as ApiFrontendConfig | undefined) ??
          fetchFrontendConfigurations(client),
      ),
      optional('/static/config.json', () => fetchStaticConfig(client)),
      optional('the terms of service', () => fetchTermsOfService(client)),
      optional(
        'the instance panel',
        async () => initial.get('/instance/panel.html') ?? fetchInstancePanel(client),
      ),
      optional('custom emoji', () => fetchPleromaEmoji(client)),
      optional('stickers', () => fetchStickers(client)),
    ])
  const fe = frontend?.pleroma_fe
  const config = assembleInstanceConfig({
    server: client.baseUrl,
    ...(meta && { meta }),
    ...(instance && { instance }),
    ...(nodeinfo && { nodeinfo }),
    ...(fe && { frontend: fe }),
    ...(staticConfig && { staticConfig }),
    ...(tos !== undefined && { tos }),
    ...(panel !== undefined && { panel }),
  })
  return {
    config,
    frontendSettings: { ...staticConfig, ...fe },
    customEmoji: emoji ?? {},
    stickers: stickers ?? {},
  }
}
