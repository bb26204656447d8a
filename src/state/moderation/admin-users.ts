// Accounts as the admin API shows them (state, roles, tags, approval), one record per account id
// for each staff account, and what staff do to them: policy tags, rights, activation, approval,
// confirmation mails, a required password reset, deletion. Each change is applied only after the
// server says ok (spec 3 section 4): the record, and the cached account every card and status
// shows (its tags, role, deactivated badge); a deleted account's statuses leave every column.
import { atom, type PrimitiveAtom, type Store } from 'jotai'
import {
  addRight,
  approveUsers,
  deleteRight,
  deleteUser,
  fetchAdminUser,
  fetchAdminUsers,
  forcePasswordReset,
  resendConfirmationEmail,
  setUsersActive,
  tagUsers,
  untagUsers,
  type AdminUserFilter,
  type PermissionGroup,
} from '../../api/admin'
import type { ApiAdminUser } from '../../api/wire'
import { normalizeAdminUser, type AdminUser } from '../../entities/admin-user'
import { arr } from '../../entities/coerce'
import type { User } from '../../entities/user'
import { keyedAtoms } from '../../lib/keyed-atoms'
import type { ActionResult } from '../action-result'
import { accountCacheKeys, getAccountCache, readEntity, type AccountKey } from '../entity-cache'
import { ingestDeletion, overwriteEntity } from '../ingest'
import { clientOf, type LoadTarget } from '../loaders/target'
import { getSession } from '../session'
import { moderationErrorOf } from './errors'
import { moderationStateMessages as m } from './messages'

export type { AdminUser, AdminUserFilter, PermissionGroup }

const records = keyedAtoms<AccountKey, PrimitiveAtom<Readonly<Record<string, AdminUser>>>>()

export function adminUsersAtom(
  store: Store,
  accountKey: AccountKey,
): PrimitiveAtom<Readonly<Record<string, AdminUser>>> {
  return records.get(store, accountKey, () => atom({}))
}

function keep(store: Store, accountKey: AccountKey, list: readonly ApiAdminUser[]): AdminUser[] {
  const found = arr(list).flatMap((raw) => normalizeAdminUser(raw) ?? [])
  if (found.length === 0) return found
  const target = adminUsersAtom(store, accountKey)
  const next = { ...store.get(target) }
  for (const user of found) next[user.id] = user
  store.set(target, next)
  return found
}

export interface AdminUserSearch {
  query: string
  filters: readonly AdminUserFilter[]
  page: number
}

export interface AdminUserPage {
  ids: string[]
  /** How many accounts match in all. */
  count: number
  pageSize: number
}

/** A page of accounts, local and remote, matching the search and the filters. */
export async function searchAdminUsers(
  target: LoadTarget,
  search: AdminUserSearch,
): Promise<AdminUserPage> {
  const answer = await fetchAdminUsers(
    clientOf(target),
    { query: search.query, filters: search.filters, page: search.page, pageSize: 25 },
    target.signal ? { signal: target.signal } : {},
  )
  const users = keep(target.store, target.accountKey, arr(answer.users))
  return {
    ids: users.map((user) => user.id),
    count: typeof answer.count === 'number' ? answer.count : users.length,
    pageSize: typeof answer.page_size === 'number' ? answer.page_size : 25,
  }
}

/** One account's admin record (the card's tools), by its nickname (`nick` or `nick@host`). */
export async function loadAdminUser(target: LoadTarget, nickname: string): Promise<string> {
  const raw = await fetchAdminUser(
    clientOf(target),
    nickname,
    target.signal ? { signal: target.signal } : {},
  )
  const [user] = keep(target.store, target.accountKey, [raw])
  if (!user) throw new Error('unreadable admin user')
  return user.id
}

type Client = NonNullable<ReturnType<typeof getSession>>['client']

/** Runs a call; on ok, `then` applies what changed. The refusal is returned, not noticed: the
 * tools show it beside the control. */
async function change<T>(
  store: Store,
  accountKey: AccountKey,
  send: (client: Client) => Promise<T>,
  then: (answer: T) => void,
): Promise<ActionResult> {
  const session = getSession(store, accountKey)
  if (!session) return { ok: false, error: { descriptor: m.notSignedIn } }
  let answer: T
  try {
    answer = await send(session.client)
  } catch (error) {
    return { ok: false, error: moderationErrorOf(error) }
  }
  then(answer)
  return { ok: true, value: undefined }
}

function patchRecord(
  store: Store,
  accountKey: AccountKey,
  user: AdminUser,
  patch: Partial<AdminUser>,
) {
  const target = adminUsersAtom(store, accountKey)
  const held = store.get(target)[user.id] ?? user
  store.set(target, { ...store.get(target), [user.id]: { ...held, ...patch } })
}

/** The cached account (cards, statuses) takes the change too, where it is cached. */
function patchAccount(store: Store, accountKey: AccountKey, id: string, patch: Partial<User>) {
  const held = readEntity(getAccountCache(store, accountKey), 'users', id)
  if (!held) return
  const next = { ...held, ...patch }
  next.role = next.rights.admin ? 'admin' : next.rights.moderator ? 'moderator' : 'member'
  overwriteEntity(store, accountKey, 'users', next)
}

export function setPolicyTag(
  store: Store,
  accountKey: AccountKey,
  user: AdminUser,
  tag: string,
  on: boolean,
): Promise<ActionResult> {
  return change(
    store,
    accountKey,
    (client) => (on ? tagUsers : untagUsers)(client, [user.nickname], [tag]),
    () => {
      const tags = on ? [...new Set([...user.tags, tag])] : user.tags.filter((t) => t !== tag)
      patchRecord(store, accountKey, user, { tags })
      patchAccount(store, accountKey, user.id, { tags })
    },
  )
}

export function setRight(
  store: Store,
  accountKey: AccountKey,
  user: AdminUser,
  right: PermissionGroup,
  on: boolean,
): Promise<ActionResult> {
  return change(
    store,
    accountKey,
    (client) => (on ? addRight : deleteRight)(client, user.nickname, right),
    () => {
      const roles = { ...user.roles, [right]: on }
      patchRecord(store, accountKey, user, { roles })
      patchAccount(store, accountKey, user.id, { rights: { ...roles } })
    },
  )
}

export function setActive(
  store: Store,
  accountKey: AccountKey,
  user: AdminUser,
  active: boolean,
): Promise<ActionResult> {
  return change(
    store,
    accountKey,
    (client) => setUsersActive(client, [user.nickname], active),
    (answer) => {
      patchRecord(store, accountKey, user, { is_active: active })
      keep(store, accountKey, arr(answer.users))
      patchAccount(store, accountKey, user.id, { deactivated: !active })
    },
  )
}

export function approve(store: Store, accountKey: AccountKey, user: AdminUser) {
  return change(
    store,
    accountKey,
    (client) => approveUsers(client, [user.nickname]),
    (answer) => {
      patchRecord(store, accountKey, user, { is_approved: true })
      keep(store, accountKey, arr(answer.users))
    },
  )
}

export function resendConfirmation(store: Store, accountKey: AccountKey, user: AdminUser) {
  return change(
    store,
    accountKey,
    (client) => resendConfirmationEmail(client, [user.nickname]),
    () => undefined,
  )
}

export function requirePasswordReset(store: Store, accountKey: AccountKey, user: AdminUser) {
  return change(
    store,
    accountKey,
    (client) => forcePasswordReset(client, [user.nickname]),
    () => undefined,
  )
}

/** Delete the account; its statuses leave every column of every account on that instance. */
export function deleteAccount(store: Store, accountKey: AccountKey, user: AdminUser) {
  return change(
    store,
    accountKey,
    (client) => deleteUser(client, user.nickname),
    () => {
      patchRecord(store, accountKey, user, { is_active: false })
      patchAccount(store, accountKey, user.id, { deactivated: true })
      const host = accountKey.slice(accountKey.lastIndexOf('@') + 1)
      for (const key of accountCacheKeys(store)) {
        if (key.slice(key.lastIndexOf('@') + 1) !== host) continue
        const statuses = getAccountCache(store, key).tables.statuses.values
        const gone = [...statuses.values()].filter((status) => status.user_id === user.id)
        for (const status of gone) ingestDeletion(store, key, status.id)
      }
    },
  )
}
