/**
 * Signed-in accounts: several at once, on the same or different instances.
 *
 * Account key format, used by every layer (entity caches, storage keys, streams, columns,
 * settings, drafts): `nickname@host`, lower case, where host is the instance URL's host with its
 * port when not the default (`alice@social.example`, `alice@127.0.0.1:4000`). Visitors of an
 * instance use `~visitor@host`. Build keys with `accountKeyOf` / `visitorKeyOf`, never by hand.
 *
 * Each account keeps its instance base URL, user id, nickname, token and role; the OAuth app of
 * each instance is registered once and kept. An account whose token the server refuses is marked
 * `expired`: it stays, with its drafts and settings, until the person signs in again.
 *
 * Other layers stop per-account work on sign-out through `onAccountSignedOut`, and the moderation
 * layer polls reports for `reportPollingKeysAtom`.
 *
 * This entry stays light (no API layer, no schema library) because the app's first chunk imports
 * it. Code outside React that needs a client imports `clientForAccount` / `visitorClient` from
 * `./clients` (best with a dynamic import); sign-in and sign-out live in `./sign-in-flow`,
 * `./oauth-flow`, `./sign-up` and `./session`.
 */
export { visitorKeyOf } from './account-key'

export { useAccounts, useActiveAccount, useApiClient } from './hooks'
