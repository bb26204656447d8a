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
import { initialJson, initialText, type InitialResults } from './initial-results'
import { assembleInstanceConfig, type InstanceConfig, type InstancePieces } from '../../entities'

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

/** The pieces of the instance's configuration, as they answer. */
export interface InstanceLoad {
  /** What routing needs (instance and nodeinfo: visitor timelines, registrations, bubble). */
  landing: Promise<InstanceConfig>
  /** Every configuration piece (front-end configuration, static config, meta) and its settings;
   * the terms and the panel join later (`extras`). */
  configured: Promise<LoadedInstance>
  /** Asks for what no first paint shows (terms, panel, custom emoji, stickers): call it once
   * the first status is on screen. Resolves with the whole instance. */
  extras: () => Promise<LoadedInstance>
}

/**
 * The start-up calls of spec 1 section 7, each allowed to fail, in two groups: the
 * configuration at once (answered from the page's embedded initial results where it carries
 * them), the rest when `extras` is called.
 */
export function startInstanceLoad(
  baseUrl: string | undefined,
  initial: InitialResults = new Map(),
): InstanceLoad {
  const client = createApiClient(baseUrl === undefined ? {} : { baseUrl })
  const preloaded = (...paths: string[]) => initialJson(initial, ...paths)
  const meta = optional('the instance meta', () =>
    // Misskey-style call of the spec; Akkoma answers 404 and the other pieces cover it.
    client.json<ApiMisskeyMeta>('POST', '/api/meta', { json: {}, anonymous: true }),
  )
  const instance = optional(
    'the instance',
    async () => (preloaded('/api/v1/instance') as ApiInstance | undefined) ?? fetchInstance(client),
  )
  const nodeinfo = optional(
    'nodeinfo',
    async () =>
      (preloaded('/nodeinfo/2.0.json', '/nodeinfo/2.0') as ApiNodeinfo | undefined) ??
      fetchNodeinfo(client),
  )
  const frontend = optional(
    'the front-end configuration',
    async () =>
      (preloaded('/api/pleroma/frontend_configurations') as ApiFrontendConfig | undefined) ??
      fetchFrontendConfigurations(client),
  )
  const staticConfig = optional('/static/config.json', () => fetchStaticConfig(client))
  const landing = Promise.all([instance, nodeinfo]).then(([instanceAnswer, nodeinfoAnswer]) =>
    assembleInstanceConfig({
      server: client.baseUrl,
      ...(instanceAnswer && { instance: instanceAnswer }),
      ...(nodeinfoAnswer && { nodeinfo: nodeinfoAnswer }),
    }),
  )
  const pieces = async (extra: Partial<InstancePieces>): Promise<LoadedInstance> => {
    const [metaAnswer, instanceAnswer, nodeinfoAnswer, frontendAnswer, staticAnswer] =
      await Promise.all([meta, instance, nodeinfo, frontend, staticConfig])
    const fe = frontendAnswer?.pleroma_fe
    return {
      config: assembleInstanceConfig({
        server: client.baseUrl,
        ...(metaAnswer && { meta: metaAnswer }),
        ...(instanceAnswer && { instance: instanceAnswer }),
        ...(nodeinfoAnswer && { nodeinfo: nodeinfoAnswer }),
        ...(fe && { frontend: fe }),
        ...(staticAnswer && { staticConfig: staticAnswer }),
        ...extra,
      }),
      frontendSettings: { ...staticAnswer, ...fe },
      customEmoji: {},
      stickers: {},
    }
  }
  let extras: Promise<LoadedInstance> | undefined
  return {
    landing,
    configured: pieces({}),
    extras: () =>
      (extras ??= (async () => {
        const [tos, panel, emoji, stickers] = await Promise.all([
          optional('the terms of service', () => fetchTermsOfService(client)),
          optional(
            'the instance panel',
            async () => initialText(initial, '/instance/panel.html') ?? fetchInstancePanel(client),
          ),
          optional('custom emoji', () => fetchPleromaEmoji(client)),
          optional('stickers', () => fetchStickers(client)),
        ])
        const loaded = await pieces({
          ...(tos !== undefined && { tos }),
          ...(panel !== undefined && { panel }),
        })
        return { ...loaded, customEmoji: emoji ?? {}, stickers: stickers ?? {} }
      })()),
  }
}

/** Every start-up call at once (another instance's configuration, tests). */
export function loadInstance(
  baseUrl: string | undefined,
  initial: InitialResults = new Map(),
): Promise<LoadedInstance> {
  return startInstanceLoad(baseUrl, initial).extras()
}
