import { useStore } from 'jotai'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { UserMessage } from '../../i18n/define-messages'
import type { AccountKey } from '../entity-cache'
import { userMessageOf } from '../errors'
import type { Loader } from './target'

export type LoadState<T> =
  /** Nothing asked for (no account or no key). */
  | { status: 'idle'; data?: undefined }
  /** Waiting for the answer; `data` is the last answer for the same key while reloading. */
  | { status: 'loading'; data?: T }
  | { status: 'ready'; data: T }
  /** `message` is the text to show: the API error's own, else "failed to connect". */
  | { status: 'error'; data?: undefined; error: unknown; message: UserMessage }

export type LoadResult<T> = LoadState<T> & {
  /** Asks again (a retry button, a new captcha); the current answer stays until the next. */
  reload: () => void
}

type Settled<T> = Extract<LoadState<T>, { status: 'ready' | 'error' }>

interface Answer<T> {
  request: string
  generation: number
  state: Settled<T>
}

/**
 * Loads something for an account while the component shows it. `key` names what is loaded: a
 * new key (or account) starts a new load and drops the answer of the old one; `null` loads
 * nothing. The loader may change on every render (an inline function): only the account, the
 * key and `reload` start a load, so whatever the loader reads must be part of the key.
 * Answers that come after the key changed or the component left are ignored (their signal is
 * aborted), so nothing is set after unmount.
 */
export function useLoad<T>(
  accountKey: AccountKey | null,
  key: string | null,
  loader: Loader<T>,
): LoadResult<T> {
  const store = useStore()
  const [generation, setGeneration] = useState(0)
  const [answer, setAnswer] = useState<Answer<T> | null>(null)
  const latest = useRef(loader)
  const request = accountKey !== null && key !== null ? `${accountKey}\n${key}` : null

  useEffect(() => {
    latest.current = loader
  })

  useEffect(() => {
    if (accountKey === null || request === null) return undefined
    const controller = new AbortController()
    const target = { store, accountKey, signal: controller.signal }
    const settle = (state: Settled<T>) => {
      if (!controller.signal.aborted) setAnswer({ request, generation, state })
    }
    // A loader that throws before its first await rejects like any other.
    new Promise<T>((resolve) => resolve(latest.current(target))).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'error', error, message: userMessageOf(error) }),
    )
    return () => controller.abort()
  }, [store, accountKey, request, generation])

  const reload = useCallback(() => setGeneration((current) => current + 1), [])
  return { ...current(request, generation, answer), reload }
}

function current<T>(
  request: string | null,
  generation: number,
  answer: Answer<T> | null,
): LoadState<T> {
  if (request === null) return { status: 'idle' }
  if (answer?.request !== request) return { status: 'loading' }
  if (answer.generation === generation) return answer.state
  return answer.state.status === 'ready'
    ? { status: 'loading', data: answer.state.data }
    : { status: 'loading' }
}
