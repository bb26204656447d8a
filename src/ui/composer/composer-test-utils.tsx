// Test helpers for the composer's component tests: a scripted ApiClient and a rendered
// composer inside its environment. Imported by tests only.
import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { createStore } from 'jotai'
import type { ReactNode } from 'react'
import type { ApiClient, HttpMethod, RequestOptions } from '../../api/client'
import { ApiError } from '../../api/errors'
import type { ApiStatus } from '../../api/wire'
import type { Emoji } from '../../entities'
import { registerSession } from '../../state/session'
import { renderUi, type Store } from '../common/test-render'
import { ComposerEnvironmentProvider, type ComposerEnvironment } from './composer-env'

export interface Call {
  method: HttpMethod
  path: string
  options: RequestOptions | undefined
}

export type Handler = (call: Call) => unknown

export interface FakeClient extends ApiClient {
  calls: Call[]
  /** Calls to one path, in order. */
  to: (method: HttpMethod, path: string) => Call[]
}

export function fakeClient(handler: Handler): FakeClient {
  const calls: Call[] = []
  const run = (method: HttpMethod, path: string, options?: RequestOptions): Promise<unknown> => {
    const call = { method, path, options }
    calls.push(call)
    try {
      return Promise.resolve(handler(call))
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)))
    }
  }
  return {
    baseUrl: 'https://example.test',
    origin: 'https://example.test',
    token: 'token',
    sessionExpired: false,
    memo: new Map(),
    calls,
    to: (method, path) => calls.filter((c) => c.method === method && c.path === path),
    json: <T,>(method: HttpMethod, path: string, options?: RequestOptions) =>
      run(method, path, options) as Promise<T>,
    page: () => Promise.reject(new Error('not used')),
    empty: async (method, path, options) => {
      await run(method, path, options)
    },
    raw: () => Promise.reject(new Error('not used')),
  }
}

export function httpError(status: number, serverMessage?: string): ApiError {
  return new ApiError({ kind: 'http', status, ...(serverMessage ? { serverMessage } : {}) })
}

export function apiStatus(id: string, over: Partial<ApiStatus> = {}): ApiStatus {
  return { id, content: `<p>status ${id}</p>`, spoiler_text: '', ...over } as ApiStatus
}

export const blobcat: Emoji = {
  displayText: 'blobcat',
  replacement: ':blobcat:',
  imageUrl: 'https://example.test/emoji/blobcat.png',
  tags: ['pack:blobs'],
}

export function testEnv(client: ApiClient, over: Partial<ComposerEnvironment> = {}) {
  const env: ComposerEnvironment = {
    client,
    accountKey: 'me@example.test',
    viewer: { id: '1', screen_name: 'me', locked: false, default_scope: 'public' },
    instance: {
      textlimit: 500,
      uploadlimit: 1024 * 1024,
      pollLimits: {
        max_options: 4,
        max_option_chars: 50,
        min_expiration: 60,
        max_expiration: 86400,
      },
      pollsAvailable: true,
      postFormats: ['text/plain', 'text/markdown'],
      safeDM: true,
      fileLimit: 2,
    },
    customEmoji: [blobcat],
    ...over,
  }
  return env
}

/** Renders inside the environment, with the fake client as the account's session. */
export function renderComposer(
  ui: ReactNode,
  env: ComposerEnvironment,
  store: Store = createStore(),
) {
  registerSession(store, env.accountKey, env.client)
  return renderUi(
    <ComposerEnvironmentProvider value={env}>{ui}</ComposerEnvironmentProvider>,
    store,
  )
}

/** The composer's select named `label`: a button named by its label and its chosen option. */
export function selectNamed(label: string): HTMLElement {
  return screen.getByRole('button', { name: new RegExp(`^${label} `) })
}

/** Chooses the option `option` (its label) in the select named `label`. */
export async function choose(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(selectNamed(label))
  await user.click(await screen.findByRole('option', { name: option }))
}

/** The labels of the options the select named `label` offers (opened, read, closed). */
export async function offered(user: UserEvent, label: string): Promise<string[]> {
  await user.click(selectNamed(label))
  const options = await screen.findAllByRole('option')
  await user.keyboard('{Escape}')
  return options.map((option) => option.textContent)
}
