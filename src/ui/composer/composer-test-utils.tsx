// Test helpers for the composer's component tests: a rendered composer inside its environment,
// its actions and the account's session over a scripted client (src/state/test-client.ts), and
// the design system's selects by name. Imported by tests only.
import { screen } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { createStore } from 'jotai'
import type { ReactNode } from 'react'
import type { Emoji } from '../../entities'
import { createComposerActions, type MediaUploader } from '../../state/post-status'
import { registerSession } from '../../state/session'
import type { FakeClient } from '../../state/test-client'
import { renderUi, type Store } from '../common/test-render'
import { ComposerEnvironmentProvider, type ComposerEnvironment } from './composer-env'

export { postedStatus, fakeClient, httpError, type Handler } from '../../state/test-client'

export const blobcat: Emoji = {
  displayText: 'blobcat',
  replacement: ':blobcat:',
  imageUrl: 'https://example.test/emoji/blobcat.png',
  tags: ['pack:blobs'],
}

/** The scripted client and the store each environment's actions were made with. */
const madeWith = new WeakMap<ComposerEnvironment, { client: FakeClient; store: Store }>()

/** `uploader` scripts the upload itself (its progress events), instead of the client's call. */
export function testEnv(
  client: FakeClient,
  over: Partial<ComposerEnvironment> = {},
  uploader?: MediaUploader,
) {
  const accountKey = over.accountKey ?? 'me@example.test'
  const context = { store: createStore(), accountKey, client }
  const env: ComposerEnvironment = {
    actions: createComposerActions(context, uploader ? { uploader } : {}),
    accountKey,
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
  madeWith.set(env, { client, store: context.store })
  return env
}

/**
 * Renders inside the environment, in the store its actions write to (unless the test brings its
 * own), with the scripted client as the account's session (the autocomplete's loaders use it).
 */
export function renderComposer(ui: ReactNode, env: ComposerEnvironment, store?: Store) {
  const made = madeWith.get(env)
  const into = store ?? made?.store ?? createStore()
  if (made) registerSession(into, env.accountKey, made.client)
  return renderUi(<ComposerEnvironmentProvider value={env}>{ui}</ComposerEnvironmentProvider>, into)
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
