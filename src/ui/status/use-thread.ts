import { useStore } from 'jotai'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { UserMessage } from '../../i18n/define-messages'
import { entityAtom, getAccountCache, onCacheEvent } from '../../state/entity-cache'
import { useStatusEnv } from './status-env'
import { buildThread, type ThreadNode } from './thread-tree'

type Load =
  | { kind: 'loading'; key: string }
  | { kind: 'done'; key: string; ids: string[] }
  | { kind: 'error'; key: string; error: UserMessage }

export interface ThreadData {
  loading: boolean
  error: UserMessage | null
  /** Ancestors, the focused status, descendants, in the server's order. */
  ids: string[]
  roots: ThreadNode[]
  /** Direct replies of each status. */
  repliesOf: (id: string) => string[]
}

/**
 * The loaded ids, and after them every reply made since to one of them (posted here or
 * anywhere else, or arriving on a stream): each joins under its parent as it comes.
 */
function useLiveReplies(
  store: ReturnType<typeof useStore>,
  accountKey: string,
  statusId: string,
  loaded: readonly string[],
): string[] {
  const [added, setAdded] = useState<{ for: string; ids: readonly string[] }>({
    for: statusId,
    ids: [],
  })
  const ids = useMemo(() => {
    if (added.for !== statusId || added.ids.length === 0) return [...loaded]
    const shown = new Set(loaded)
    return [...loaded, ...added.ids.filter((id) => !shown.has(id))]
  }, [loaded, added, statusId])
  const current = useRef(ids)
  useEffect(() => {
    current.current = ids
  })
  useEffect(() => {
    const cache = getAccountCache(store, accountKey)
    return onCacheEvent(cache, (event) => {
      if (event.type !== 'replied') return
      const known = current.current
      if (!known.includes(event.parentId) || known.includes(event.id)) return
      // A reply to this reply may come before the next render.
      current.current = [...known, event.id]
      setAdded((before) => ({
        for: statusId,
        ids: [...(before.for === statusId ? before.ids : []), event.id],
      }))
    })
  }, [store, accountKey, statusId])
  return ids
}

/** Fetches a conversation into the cache and shapes it as a tree; replies made since join it. */
export function useThread(statusId: string): ThreadData {
  const store = useStore()
  const { actions, accountKey } = useStatusEnv()
  const [load, setLoad] = useState<Load>({ kind: 'loading', key: statusId })

  useEffect(() => {
    const run = { live: true }
    void (async () => {
      const [own, context] = await Promise.all([
        actions.fetchStatus(statusId),
        actions.fetchContext(statusId),
      ])
      if (!run.live) return
      if (!own.ok) setLoad({ kind: 'error', key: statusId, error: own.error })
      else if (!context.ok) setLoad({ kind: 'done', key: statusId, ids: [statusId] })
      else {
        const { ancestors, descendants } = context.value
        setLoad({ kind: 'done', key: statusId, ids: [...ancestors, statusId, ...descendants] })
      }
    })()
    return () => {
      run.live = false
    }
  }, [actions, statusId])

  const current: Load = useMemo(
    () => (load.key === statusId ? load : { kind: 'loading', key: statusId }),
    [load, statusId],
  )
  const loaded = useMemo(() => (current.kind === 'done' ? current.ids : []), [current])
  const ids = useLiveReplies(store, accountKey, statusId, loaded)
  return useMemo(() => {
    const cache = getAccountCache(store, accountKey)
    const parentOf = (id: string) =>
      store.get(entityAtom(cache, 'statuses', id))?.in_reply_to_status_id ?? null
    const roots = buildThread(ids, parentOf)
    const replies = new Map<string, string[]>()
    for (const id of ids) {
      const parent = parentOf(id)
      if (parent !== null) replies.set(parent, [...(replies.get(parent) ?? []), id])
    }
    return {
      loading: current.kind === 'loading',
      error: current.kind === 'error' ? current.error : null,
      ids,
      roots,
      repliesOf: (id: string) => replies.get(id) ?? [],
    }
  }, [store, accountKey, ids, current])
}
