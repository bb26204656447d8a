import { useStore } from 'jotai'
import { useState } from 'react'
import type { UserMessage } from '../../i18n/define-messages'
import { userMessageOf } from '../../state/errors'
import { useLoad, type LoadTarget, type Paged } from '../../state/loaders'

export interface PagedList<T> {
  items: T[]
  loading: boolean
  error: UserMessage | null
  /** No further page. */
  ended: boolean
  loadMore: () => void
  /** Ask again for what failed (the first page, or the next one). */
  retry: () => void
}

interface More<T> {
  key: string
  items: T[]
  maxId: string | undefined
  loading: boolean
  error: UserMessage | null
}

/**
 * A list read a page at a time (followees, followers, followed tags): the first page when it is
 * shown, the next ones on "load more". A new `key` starts over; late answers are dropped.
 */
export function usePaged<T>(
  accountKey: string,
  key: string,
  load: (target: LoadTarget, maxId: string | undefined) => Promise<Paged<T>>,
): PagedList<T> {
  const store = useStore()
  const first = useLoad(accountKey, key, (target) => load(target, undefined))
  const [more, setMore] = useState<More<T> | null>(null)
  const extra = more?.key === key ? more : null
  const firstPage = first.status === 'ready' ? first.data : null
  const maxId = extra ? extra.maxId : firstPage?.maxId
  const ended = firstPage !== null && maxId === undefined
  const loading = first.status === 'loading' || extra?.loading === true

  const loadMore = () => {
    if (loading || ended || !firstPage) return
    const base: More<T> = extra ?? { key, items: [], maxId, loading: false, error: null }
    setMore({ ...base, loading: true, error: null })
    load({ store, accountKey }, maxId).then(
      (page) => {
        setMore((before) =>
          before?.key === key
            ? {
                key,
                items: [...before.items, ...page.items],
                maxId: page.maxId,
                loading: false,
                error: null,
              }
            : before,
        )
      },
      (failure: unknown) => {
        setMore((before) =>
          before?.key === key
            ? { ...before, loading: false, error: userMessageOf(failure) }
            : before,
        )
      },
    )
  }

  return {
    items: firstPage ? [...firstPage.items, ...(extra?.items ?? [])] : [],
    loading,
    error: first.status === 'error' ? first.message : (extra?.error ?? null),
    ended,
    loadMore,
    retry: first.status === 'error' ? first.reload : loadMore,
  }
}
