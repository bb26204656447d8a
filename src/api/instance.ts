import type {
  ApiFrontendConfig,
  ApiInstance,
  ApiInstancePeers,
  ApiNodeinfo,
  ApiPleromaEmojiMap,
  ApiStaticConfig,
  ApiTranslationLanguages,
} from './wire'
import type { ApiClient } from './client'

// Instance documents (spec 1 section 7, "Instance and configuration"). The Misskey-style
// /api/meta and /api/emojis, with their fallbacks, live in server-kind.ts.

export function fetchInstance(client: ApiClient): Promise<ApiInstance> {
  return client.json<ApiInstance>('GET', '/api/v1/instance')
}

/** The nodeinfo index: a few bytes every Akkoma (and Mastodon, Misskey) serves to anyone. */
export function fetchNodeinfoIndex(client: ApiClient): Promise<unknown> {
  return client.json<unknown>('GET', '/.well-known/nodeinfo', { anonymous: true })
}

export function fetchInstancePeers(client: ApiClient): Promise<ApiInstancePeers> {
  return client.json<ApiInstancePeers>('GET', '/api/v1/instance/peers')
}

/** Spec names /nodeinfo/2.0; Akkoma serves it with a .json suffix (both answer). */
export function fetchNodeinfo(client: ApiClient): Promise<ApiNodeinfo> {
  return client.json<ApiNodeinfo>('GET', '/nodeinfo/2.0.json', { anonymous: true })
}

export function fetchFrontendConfigurations(client: ApiClient): Promise<ApiFrontendConfig> {
  return client.json<ApiFrontendConfig>('GET', '/api/pleroma/frontend_configurations')
}

/** Optional file shipped with the front end: a 404 is normal and left to the caller. */
export function fetchStaticConfig(client: ApiClient): Promise<ApiStaticConfig> {
  return client.json<ApiStaticConfig>('GET', '/static/config.json', { anonymous: true })
}

async function fetchText(client: ApiClient, path: string): Promise<string> {
  const response = await client.raw('GET', path, { anonymous: true })
  return response.text()
}

export function fetchTermsOfService(client: ApiClient): Promise<string> {
  return fetchText(client, '/static/terms-of-service.html')
}

export function fetchInstancePanel(client: ApiClient): Promise<string> {
  return fetchText(client, '/instance/panel.html')
}

export interface ApiSticker {
  [pack: string]: string
}

export function fetchStickers(client: ApiClient): Promise<ApiSticker> {
  return client.json<ApiSticker>('GET', '/static/stickers.json', { anonymous: true })
}

/** The unicode emoji list shipped with the front end. */
export function fetchUnicodeEmoji(client: ApiClient): Promise<unknown> {
  return client.json<unknown>('GET', '/static/emoji.json', { anonymous: true })
}

export function fetchPleromaEmoji(client: ApiClient): Promise<ApiPleromaEmojiMap> {
  return client.json<ApiPleromaEmojiMap>('GET', '/api/v1/pleroma/emoji')
}

/** Available themes: name → theme file URL (or inline data on old instances). */
export function fetchThemeList(client: ApiClient): Promise<unknown> {
  return client.json<unknown>('GET', '/static/styles.json', { anonymous: true })
}

/** One theme file of that list: a path on the instance (the caller checks it is one). */
export function fetchThemeFile(client: ApiClient, path: string): Promise<unknown> {
  return client.json<unknown>('GET', path, { anonymous: true })
}

export function fetchTranslationLanguages(client: ApiClient): Promise<ApiTranslationLanguages> {
  return client.json<ApiTranslationLanguages>('GET', '/api/v1/akkoma/translation/languages')
}
