// Making, changing and removing lists (spec 1 §4: a new list is created, its members set, then
// the person goes to its timeline; saving sets the title and the members; deleting removes it).
// Each waits for the server and writes its answer where every list title is read from; a failure
// resolves to the message to show and changes nothing here.

import type { Store } from 'jotai'
import {
  addListAccounts,
  createList as requestCreate,
  deleteList as requestDelete,
  removeListAccounts,
  updateList,
} from '../../api/lists'
import type { List } from '../../entities'
import { normalizeList } from '../../entities/normalize-misc'
import { attempt, type ActionResult } from '../action-result'
import type { AccountKey } from '../entity-cache'
import { clientOf } from '../loaders/target'
import { updateAccountLists } from './lists-store'

export interface ListTarget {
  store: Store
  accountKey: AccountKey
}

function listOf(raw: Parameters<typeof normalizeList>[0]): List {
  const list = normalizeList(raw)
  if (!list) throw new Error("The server's answer is not a list")
  return list
}

const withList = (list: List) => (lists: readonly List[]) =>
  lists.some((held) => held.id === list.id)
    ? lists.map((held) => (held.id === list.id ? { ...held, title: list.title } : held))
    : [...lists, list]

/** Create a list with these members; resolves to the new list. */
export function createList(
  target: ListTarget,
  title: string,
  memberIds: readonly string[],
): Promise<ActionResult<List>> {
  return attempt(async () => {
    const client = clientOf(target)
    const list = listOf(await requestCreate(client, title.trim()))
    updateAccountLists(target.store, target.accountKey, withList(list))
    if (memberIds.length > 0) await addListAccounts(client, list.id, [...memberIds])
    return { ...list, account_ids: [...memberIds] }
  })
}

export interface ListChanges {
  title: string
  add: readonly string[]
  remove: readonly string[]
}

/** Save a list's title and its members (those added, those removed). */
export function saveList(
  target: ListTarget,
  listId: string,
  changes: ListChanges,
): Promise<ActionResult<List>> {
  return attempt(async () => {
    const client = clientOf(target)
    const list = listOf(await updateList(client, listId, changes.title.trim()))
    updateAccountLists(target.store, target.accountKey, withList(list))
    if (changes.add.length > 0) await addListAccounts(client, listId, [...changes.add])
    if (changes.remove.length > 0) await removeListAccounts(client, listId, [...changes.remove])
    return list
  })
}

/** Delete a list. */
export function deleteList(target: ListTarget, listId: string): Promise<ActionResult> {
  return attempt(async () => {
    await requestDelete(clientOf(target), listId)
    updateAccountLists(target.store, target.accountKey, (lists) =>
      lists.filter((list) => list.id !== listId),
    )
    return undefined
  })
}
