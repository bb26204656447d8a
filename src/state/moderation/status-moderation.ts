// Staff changes to a status (spec 3 section 7, the admin status calls): its scope (public,
// unlisted, followers-only) or its sensitivity, or its deletion. Applied once the server says
// ok: the changed status as it answers, or the deletion in every column of this account.
import type { Store } from 'jotai'
import { deleteAdminStatus, updateAdminStatus } from '../../api/admin'
import { createBundle } from '../../entities/bundle'
import { normalizeStatus } from '../../entities/normalize-status'
import type { ActionResult } from '../action-result'
import type { AccountKey } from '../entity-cache'
import { ingest, ingestDeletion } from '../ingest'
import { pushError } from '../notices'
import { getSession } from '../session'
import { moderationErrorOf } from './errors'
import { moderationStateMessages as m } from './messages'

export type StatusChange =
  { visibility: 'public' | 'unlisted' | 'private' } | { sensitive: boolean }

async function run(
  store: Store,
  accountKey: AccountKey,
  send: (client: NonNullable<ReturnType<typeof getSession>>['client']) => Promise<void>,
): Promise<ActionResult> {
  const session = getSession(store, accountKey)
  if (!session) return { ok: false, error: { descriptor: m.notSignedIn } }
  try {
    await send(session.client)
    return { ok: true, value: undefined }
  } catch (error) {
    const message = moderationErrorOf(error)
    pushError(store, message)
    return { ok: false, error: message }
  }
}

export function moderateStatus(
  store: Store,
  accountKey: AccountKey,
  statusId: string,
  change: StatusChange,
): Promise<ActionResult> {
  return run(store, accountKey, async (client) => {
    const raw = await updateAdminStatus(client, statusId, change)
    const bundle = createBundle()
    normalizeStatus(raw, bundle)
    ingest(store, accountKey, bundle, { observedAt: Date.now() })
  })
}

export function deleteStatusAsStaff(
  store: Store,
  accountKey: AccountKey,
  statusId: string,
): Promise<ActionResult> {
  return run(store, accountKey, async (client) => {
    await deleteAdminStatus(client, statusId)
    ingestDeletion(store, accountKey, statusId)
  })
}
