// The composer's settings that no other test switches: each one on and off, and what the
// writer sees change.
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Settings } from '../../settings/defaults'
import { interfaceLocaleAtom } from '../../settings/interface-locale'
import { settingsAtoms } from '../../settings/store'
import { Composer } from './Composer'
import { choose, fakeClient, renderComposer, selectNamed, testEnv } from './composer-test-utils'

vi.setConfig({ testTimeout: 20_000 })

function setup(settings: Partial<Settings>) {
  const store = createStore()
  const env = testEnv(fakeClient(() => ({})))
  store.set(settingsAtoms(store, env.accountKey).user, settings)
  const view = renderComposer(<Composer />, env, store)
  return { view, user: userEvent.setup() }
}

const spoilerField = () => screen.queryByRole('textbox', { name: 'Content warning (optional)' })

describe('composer settings', () => {
  // The composer keeps its draft in the browser: each test starts from a blank one.
  afterEach(() => {
    localStorage.clear()
  })

  it('alwaysShowSubjectInput shows the content warning field from the start', () => {
    const shown = setup({ alwaysShowSubjectInput: true })
    expect(spoilerField()).toBeInTheDocument()
    shown.view.unmount()
    localStorage.clear()
    setup({ alwaysShowSubjectInput: false })
    expect(spoilerField()).toBeNull()
  })

  it('sensitiveIfSubject marks the post sensitive once it has a content warning', async () => {
    const on = setup({ sensitiveIfSubject: true })
    await on.user.type(spoilerField() as HTMLElement, 'spoilers')
    expect(screen.getByRole('checkbox', { name: 'Mark as sensitive' })).toBeChecked()
    on.view.unmount()
    localStorage.clear()
    const off = setup({ sensitiveIfSubject: false })
    await off.user.type(spoilerField() as HTMLElement, 'spoilers')
    expect(screen.getByRole('checkbox', { name: 'Mark as sensitive' })).not.toBeChecked()
  })

  it('postContentType is the format a new post starts with', () => {
    const markdown = setup({ postContentType: 'text/markdown' })
    expect(selectNamed('Format')).toHaveTextContent('text/markdown')
    markdown.view.unmount()
    localStorage.clear()
    setup({ postContentType: 'text/plain' })
    expect(selectNamed('Format')).toHaveTextContent('text/plain')
  })
})

describe('the language of a new post', () => {
  afterEach(() => {
    localStorage.clear()
  })

  it('is the interface’s, and follows it while the writer has not chosen another', async () => {
    const store = createStore()
    store.set(interfaceLocaleAtom, 'de')
    const env = testEnv(fakeClient(() => ({})))
    renderComposer(<Composer />, env, store)
    // The interface is still English here (no catalogue in this render): the name is English's.
    expect(selectNamed('Language')).toHaveTextContent('German')
    act(() => {
      store.set(interfaceLocaleAtom, 'ja')
    })
    expect(selectNamed('Language')).toHaveTextContent('Japanese')
    const user = userEvent.setup()
    await choose(user, 'Language', 'French')
    act(() => {
      store.set(interfaceLocaleAtom, 'de')
    })
    expect(selectNamed('Language')).toHaveTextContent('French')
  })
})
