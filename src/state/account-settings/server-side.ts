// Server-side user options (spec 3 sections 4 and 9). Changing one wipes its local value while
// the request runs; success confirms it with the value the server returned (the user from
// update_credentials, or the requested value on the notification settings' success status);
// failure restores the old value and writes a console warning. An unknown name throws.

import { atom, type PrimitiveAtom, type Store } from 'jotai'
import { updateCredentials, type CredentialsUpdate } from '../../api/accounts'
import { updateNotificationSettings } from '../../api/notifications'
import type { User } from '../../entities/user'
import { keyedAtoms } from '../../lib/keyed-atoms'
import type { AccountKey } from '../entity-cache'
import { getAccountCache, readEntity } from '../entity-cache'
import { ingestApiAccounts } from '../ingest-api'
import { clientOf, type LoadTarget } from '../loaders/target'

export type ServerSideValue = boolean | string

interface CredentialOption {
  kind: 'credentials'
  read: (user: User) => ServerSideValue
  params: (value: ServerSideValue) => CredentialsUpdate
}

interface NotificationOption {
  kind: 'notification'
  field: 'block_from_strangers' | 'hide_notification_contents'
}

type Option = CredentialOption | NotificationOption

const flag = (field: keyof User, param: string): CredentialOption => ({
  kind: 'credentials',
  read: (user) => user[field] === true,
  params: (value) => ({ [param]: value === true }),
})

const options = {
  defaultScope: {
    kind: 'credentials',
    read: (user) => user.default_scope ?? 'public',
    params: (value) => ({ source: { privacy: String(value) } }),
  },
  defaultNSFW: {
    kind: 'credentials',
    read: (user) => user.default_nsfw,
    params: (value) => ({ source: { sensitive: value === true } }),
  },
  stripRichContent: flag('no_rich_text', 'no_rich_text'),
  locked: flag('locked', 'locked'),
  allowFollowingMove: flag('allow_following_move', 'allow_following_move'),
  discoverable: flag('discoverable', 'discoverable'),
  hideFavorites: flag('hide_favorites', 'hide_favorites'),
  hideFollowers: flag('hide_followers', 'hide_followers'),
  hideFollows: flag('hide_follows', 'hide_follows'),
  hideFollowersCount: flag('hide_followers_count', 'hide_followers_count'),
  hideFollowsCount: flag('hide_follows_count', 'hide_follows_count'),
  webPushHideContents: { kind: 'notification', field: 'hide_notification_contents' },
  blockNotificationsFromStrangers: { kind: 'notification', field: 'block_from_strangers' },
} satisfies Record<string, Option>

export type ServerSideName = keyof typeof options

function optionOf(name: string): Option {
  if (!Object.hasOwn(options, name)) throw new Error('Invalid server-side setting')
  return options[name as ServerSideName]
}

/** The value the account holds for an option, read from the account itself. */
export function serverSideOf(user: User, name: ServerSideName): ServerSideValue {
  const option = optionOf(name)
  return option.kind === 'notification'
    ? user.notification_settings[option.field]
    : option.read(user)
}

/** Per account: options changed here; null while a change runs (the value is wiped). */
export type ServerSideLocal = Partial<Record<ServerSideName, ServerSideValue | null>>

const locals = keyedAtoms<AccountKey, PrimitiveAtom<ServerSideLocal>>()

export function serverSideAtom(
  store: Store,
  accountKey: AccountKey,
): PrimitiveAtom<ServerSideLocal> {
  return locals.get(store, accountKey, () => atom<ServerSideLocal>({}))
}

/** What the screen shows: the local value when one is held (null: pending), else the account's. */
export function shownServerSide(
  local: ServerSideLocal,
  user: User | undefined,
  name: ServerSideName,
): ServerSideValue | null | undefined {
  if (Object.hasOwn(local, name)) return local[name]
  return user ? serverSideOf(user, name) : undefined
}

/**
 * Sets an option on the server through the wipe, confirm or restore cycle; resolves true when
 * the server took it. `userId` is the account's own id (its user is read from the cache).
 */
export async function setServerSideOption(
  target: LoadTarget,
  userId: string,
  name: string,
  value: ServerSideValue,
): Promise<boolean> {
  const option = optionOf(name)
  const key = name as ServerSideName
  const { store, accountKey } = target
  const localAtom = serverSideAtom(store, accountKey)
  const user = readEntity(getAccountCache(store, accountKey), 'users', userId)
  const before = store.get(localAtom)
  const old = shownServerSide(before, user, key) ?? null
  // Both notification options travel together: the other one goes as it is shown now.
  const shownFlag = (other: ServerSideName) => shownServerSide(before, user, other) === true
  const put = (next: ServerSideValue | null) =>
    store.set(localAtom, { ...store.get(localAtom), [key]: next })
  put(null)
  try {
    const client = clientOf(target)
    if (option.kind === 'notification') {
      const next = {
        block_from_strangers: shownFlag('blockNotificationsFromStrangers'),
        hide_notification_contents: shownFlag('webPushHideContents'),
        [option.field]: value === true,
      }
      const answer = await updateNotificationSettings(client, {
        blockFromStrangers: next.block_from_strangers,
        hideNotificationContents: next.hide_notification_contents,
      })
      if (answer.status !== 'success') throw new Error(`Unexpected answer: ${answer.status}`)
      put(value)
    } else {
      const raw = await updateCredentials(client, option.params(value))
      const [updated] = ingestApiAccounts(store, accountKey, [raw])
      put(updated ? option.read(updated) : value)
    }
    return true
  } catch (error) {
    put(old)
    console.warn(`Could not change the server-side setting ${name}; restored`, error)
    return false
  }
}
