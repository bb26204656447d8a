import { useStore } from 'jotai'
import { useState } from 'react'
import type { UserMessage } from '../../i18n/define-messages'
import type { ActionResult } from '../../state/action-result'
import { createList, deleteList, saveList, useAccountLists } from '../../state/lists'
import { loadListMembers, searchPeople, useLoad } from '../../state/loaders'
import { useDebounced } from '../emoji/use-emoji-sources'

/** Spec 1 §5: the member search waits for 2 s of quiet typing. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 2000

/**
 * A list being made or changed: its title, its members as loaded plus those added minus those
 * removed, and saving (create, or title and member changes) and deleting.
 */
export function useListEditor(account: string, listId: string | null) {
  const store = useStore()
  const { lists } = useAccountLists(account)
  const loaded = useLoad(listId === null ? null : account, `list-members ${listId ?? ''}`, (t) =>
    loadListMembers(t, listId ?? ''),
  )
  const [typedTitle, setTitle] = useState<string | null>(null)
  const [added, setAdded] = useState<readonly string[]>([])
  const [removed, setRemoved] = useState<readonly string[]>([])
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null)
  const [failure, setFailure] = useState<UserMessage | null>(null)
  const knownTitle = lists?.find((list) => list.id === listId)?.title ?? ''
  const title = typedTitle ?? knownTitle
  const original = loaded.data ?? []
  const members = [...original.filter((id) => !removed.includes(id)), ...added]
  const target = { store, accountKey: account }

  const finish = async <T>(
    which: 'save' | 'delete',
    run: () => Promise<ActionResult<T>>,
  ): Promise<ActionResult<T>> => {
    setBusy(which)
    setFailure(null)
    const result = await run()
    setBusy(null)
    if (!result.ok) setFailure(result.error)
    return result
  }

  return {
    title,
    setTitle,
    /** Spec 1 §5: nothing to save while the title is empty. */
    canSave: title.trim() !== '' && busy === null && (listId === null || loaded.status === 'ready'),
    members,
    membersLoading: listId !== null && loaded.status === 'loading',
    membersError: loaded.status === 'error' ? loaded.message : null,
    retryMembers: loaded.reload,
    isMember: (id: string) => members.includes(id),
    add: (id: string) => {
      if (removed.includes(id)) setRemoved((ids) => ids.filter((other) => other !== id))
      else if (!original.includes(id) && !added.includes(id)) setAdded((ids) => [...ids, id])
    },
    remove: (id: string) => {
      if (added.includes(id)) setAdded((ids) => ids.filter((other) => other !== id))
      else if (original.includes(id) && !removed.includes(id)) setRemoved((ids) => [...ids, id])
    },
    busy,
    failure,
    dismissFailure: () => {
      setFailure(null)
    },
    /** Resolves to the saved list's id, or undefined after a failure (shown as `failure`). */
    save: async (): Promise<string | undefined> => {
      const changes = { title, add: added, remove: removed }
      const result = await finish('save', () =>
        listId === null ? createList(target, title, members) : saveList(target, listId, changes),
      )
      return result.ok ? result.value.id : undefined
    },
    /** Resolves to true once the list is gone. */
    deleteList: async (): Promise<boolean> => {
      if (listId === null) return false
      return (await finish('delete', () => deleteList(target, listId))).ok
    },
  }
}

/** Who can be added: people matching the query (after 2 s of quiet), followed ones only by default. */
export function useMemberSearch(account: string) {
  const [query, setQuery] = useState('')
  const [followingOnly, setFollowingOnly] = useState(true)
  const [submitted, setSubmitted] = useState('')
  const settled = useDebounced(query.trim(), MEMBER_SEARCH_DEBOUNCE_MS)
  // Enter searches at once; otherwise the search waits for the typing to settle.
  const wanted = submitted === query.trim() ? submitted : settled === query.trim() ? settled : ''
  const found = useLoad(
    wanted ? account : null,
    `list-candidates ${String(followingOnly)} ${wanted}`,
    (target) => searchPeople(target, wanted, followingOnly),
  )
  return {
    query,
    setQuery,
    followingOnly,
    setFollowingOnly,
    searchNow: () => {
      setSubmitted(query.trim())
    },
    searching: wanted !== '' && found.status === 'loading',
    waiting: query.trim() !== '' && wanted === '',
    results: wanted ? found.data : undefined,
    error: found.status === 'error' ? found.message : null,
    retry: found.reload,
  }
}
