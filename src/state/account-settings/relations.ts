// Blocks, mutes and domain mutes as lists the owner can undo, and the account lists of the
// data area (follows, blocks, mutes) imported and exported as CSV.

import {
  blockAccount,
  blockDomain,
  fetchBlocks,
  fetchDomainBlocks,
  fetchFollowing,
  fetchMutes,
  muteAccount,
  unblockAccount,
  unblockDomain,
  unmuteAccount,
} from '../../api/accounts'
import { collectPages } from '../../api/paging'
import { importList, type ImportKind } from '../../api/settings'
import type { ApiAccount } from '../../api/wire'
import type { MessageDescriptor } from '../../i18n/define-messages'
import { readHandleList, writeHandleList, type HandleListProblem } from '../../lib/handle-list'
import type { ActionResult } from '../action-result'
import { setHolder } from '../holders'
import { ingestApiAccounts, ingestApiRelationships } from '../ingest-api'
import { clientOf, type LoadTarget } from '../loaders/target'
import { attemptWith } from './failure'
import { accountSettingsErrors as e } from './messages'

export type AccountListKind = 'blocks' | 'mutes'

/** A long list is read 40 at a time, at most this many pages. */
const maxPages = 50

async function allAccounts(
  target: LoadTarget,
  fetchPage: (maxId: string | undefined) => ReturnType<typeof fetchBlocks>,
): Promise<ApiAccount[]> {
  return collectPages(fetchPage, { maxPages, ...(target.signal ? { signal: target.signal } : {}) })
}

/** Everyone the account blocks or mutes (ids of users now in the cache, held by the screen). */
export async function loadAccountList(
  target: LoadTarget,
  kind: AccountListKind,
): Promise<string[]> {
  const client = clientOf(target)
  const fetch = kind === 'blocks' ? fetchBlocks : fetchMutes
  const raw = await allAccounts(target, (maxId) =>
    fetch(client, { limit: 40, ...(maxId ? { maxId } : {}) }),
  )
  const ids = ingestApiAccounts(target.store, target.accountKey, raw).map((user) => user.id)
  setHolder(target.store, target.accountKey, `modal:settings-${kind}`, { users: ids })
  return ids
}

/** Unblock or unmute (`on` false), or do it again (`on` true): the relationship is ingested. */
export function setRelation(
  target: LoadTarget,
  kind: AccountListKind,
  userId: string,
  on: boolean,
): Promise<ActionResult> {
  const client = clientOf(target)
  const call =
    kind === 'blocks' ? (on ? blockAccount : unblockAccount) : on ? muteAccount : unmuteAccount
  return attemptWith(e.relation, async () => {
    const relationship = await call(client, userId)
    ingestApiRelationships(target.store, target.accountKey, [relationship])
    return undefined
  })
}

export async function loadDomainMutes(target: LoadTarget): Promise<string[]> {
  const answer = await fetchDomainBlocks(clientOf(target))
  return Array.isArray(answer) ? answer.filter((d): d is string => typeof d === 'string') : []
}

export function setDomainMute(target: LoadTarget, domain: string, on: boolean) {
  const client = clientOf(target)
  return attemptWith(e.relation, async () => {
    await (on ? blockDomain(client, domain) : unblockDomain(client, domain))
    return undefined
  })
}

export type ListKind = 'follows' | 'blocks' | 'mutes' | 'domains'

/** The CSV of a list: whom the account follows, blocks or mutes, or the muted domains. */
export async function exportList(
  target: LoadTarget,
  kind: ListKind,
  userId: string,
): Promise<ActionResult<string>> {
  return attemptWith(e.list, async () => {
    if (kind === 'domains') return writeHandleList(await loadDomainMutes(target))
    const client = clientOf(target)
    const raw =
      kind === 'follows'
        ? await allAccounts(target, (maxId) =>
            fetchFollowing(client, userId, { limit: 40, ...(maxId ? { maxId } : {}) }),
          )
        : await allAccounts(target, (maxId) =>
            (kind === 'blocks' ? fetchBlocks : fetchMutes)(client, {
              limit: 40,
              ...(maxId ? { maxId } : {}),
            }),
          )
    return writeHandleList(raw.map((account) => account.acct).filter(Boolean))
  })
}

const importCalls: Record<Exclude<ListKind, 'domains'>, ImportKind> = {
  follows: 'follow',
  blocks: 'blocks',
  mutes: 'mutes',
}

const importErrors: Record<Exclude<ListKind, 'domains'>, MessageDescriptor> = {
  follows: e.importFollows,
  blocks: e.importBlocks,
  mutes: e.importMutes,
}

export type ImportResult = ActionResult<number> | { ok: false; problem: HandleListProblem }

/**
 * Reads a CSV list and, only when every line is a handle, sends it to the server (as a clean
 * list, never the file itself); resolves to how many accounts were sent.
 */
export async function importAccountList(
  target: LoadTarget,
  kind: Exclude<ListKind, 'domains'>,
  text: string,
  size: number,
): Promise<ImportResult> {
  const read = readHandleList(text, size)
  if (!read.ok) return { ok: false, problem: read.problem }
  return attemptWith(importErrors[kind], async () => {
    await importList(clientOf(target), importCalls[kind], read.handles.join('\n'))
    return read.handles.length
  })
}
