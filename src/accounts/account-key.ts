/**
 * Account keys name whose data a cache entry, a storage key, a stream or a column belongs to.
 *
 * - A signed-in account: `nickname@host`, where host is the instance's URL host with its port
 *   when it has one (`alice@social.example`, `alice@127.0.0.1:4000`). Lower case.
 * - Visitors of an instance: `~visitor@host`. `~` cannot start a nickname, so it never collides.
 */
export type AccountKey = string

const visitorPrefix = '~visitor'

/** `https://Social.Example:443/` → `social.example`; the port stays when it is not the default. */
export function hostOf(baseUrl: string): string {
  return new URL(baseUrl).host.toLowerCase()
}

/** The instance URL in the one form every account and app record uses: origin, no slash. */
export function normalizeBaseUrl(input: string): string {
  const trimmed = input.trim()
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
  return new URL(withScheme).origin
}

export function accountKeyOf(nickname: string, baseUrl: string): AccountKey {
  return `${nickname.toLowerCase()}@${hostOf(baseUrl)}`
}

export function visitorKeyOf(baseUrl: string): AccountKey {
  return `${visitorPrefix}@${hostOf(baseUrl)}`
}

export function isVisitorKey(key: AccountKey): boolean {
  return key.startsWith(`${visitorPrefix}@`)
}

/** Splits a key at its last `@` (hosts never contain one). */
export function parseAccountKey(key: AccountKey): { nickname: string; host: string } | undefined {
  const at = key.lastIndexOf('@')
  if (at <= 0 || at === key.length - 1) return undefined
  return { nickname: key.slice(0, at), host: key.slice(at + 1) }
}
