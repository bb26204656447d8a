import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { ComposerTarget } from '../../lib/composer/initial-draft'
import { Composer } from './Composer'
import { ComposerModal } from './ComposerModal'
import {
  postedStatus,
  choose,
  offered,
  selectNamed,
  fakeClient,
  httpError,
  renderComposer,
  testEnv,
  type Handler,
} from './composer-test-utils'
import { DraftsList, targetOfDraft } from './DraftsList'
import { emptyDraft } from '../../lib/composer/draft'

vi.setConfig({ testTimeout: 20_000 })

const handler: Handler = ({ method, path }) => {
  if (path === '/api/notes/create') return { createdNote: postedStatus('100') }
  const source = /^\/api\/v1\/statuses\/(\w+)\/source$/.exec(path)
  if (source) return { id: source[1], text: `source of ${source[1]}`, spoiler_text: '' }
  if (method === 'PUT' && path.startsWith('/api/v1/statuses/')) return postedStatus('7')
  if (method === 'DELETE') return postedStatus('9')
  throw httpError(404)
}
const text = () => screen.getByRole('combobox', { name: 'Post text' })

describe('Composer replies and quotes', () => {
  it('replies with the mentions and only scopes no wider than the original', async () => {
    const client = fakeClient(handler)
    const user = userEvent.setup()
    const target: ComposerTarget = {
      kind: 'reply',
      statusId: '5',
      scope: 'private',
      mentions: ['bob'],
    }
    renderComposer(<Composer target={target} variant="inline" />, testEnv(client))
    expect(text()).toHaveValue('@bob ')
    expect(selectNamed('Visibility')).toHaveAccessibleName('Visibility Followers only')
    expect(await offered(user, 'Visibility')).toEqual(['Followers only', 'Direct'])
    await user.type(text(), 'hi')
    await user.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(client.calls).toHaveLength(1))
    expect(client.calls[0]?.options?.json).toMatchObject({
      text: '@bob hi',
      replyId: '5',
      visibility: 'followers',
    })
  })

  it('quotes with the quote id', async () => {
    const client = fakeClient(handler)
    const user = userEvent.setup()
    const target: ComposerTarget = { kind: 'quote', statusId: '6', scope: 'unlisted' }
    renderComposer(<Composer target={target} />, testEnv(client))
    expect(await offered(user, 'Visibility')).toEqual(['Unlisted', 'Followers only', 'Direct'])
    await user.type(text(), 'look')
    await user.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(client.calls).toHaveLength(1))
    expect(client.calls[0]?.options?.json).toMatchObject({ quote_id: '6', visibility: 'home' })
  })
})

describe('Composer edit and redraft', () => {
  it('loads the source, locks scope and polls, saves with PUT, resets for another status', async () => {
    const client = fakeClient(handler)
    const user = userEvent.setup()
    const onPosted = vi.fn()
    const target = (id: string): ComposerTarget => ({ kind: 'edit', statusId: id, scope: 'public' })
    function Switcher() {
      const [id, setId] = useState('7')
      return (
        <>
          <button type="button" onClick={() => setId('8')}>
            next
          </button>
          <Composer target={target(id)} onPosted={onPosted} />
        </>
      )
    }
    renderComposer(<Switcher />, testEnv(client))
    expect(await screen.findByDisplayValue('source of 7')).toBeInTheDocument()
    expect(selectNamed('Visibility')).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Add poll' })).not.toBeInTheDocument()
    await user.type(text(), '!')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onPosted).toHaveBeenCalled())
    expect(client.to('PUT', '/api/v1/statuses/7')[0]?.options?.multipart).toMatchObject({
      status: 'source of 7!',
    })
    await user.click(screen.getByRole('button', { name: 'next' }))
    expect(await screen.findByDisplayValue('source of 8')).toBeInTheDocument()
  })

  it('redrafts from the status, then deletes the original', async () => {
    const client = fakeClient(handler)
    const user = userEvent.setup()
    const target: ComposerTarget = { kind: 'redraft', statusId: '9', scope: 'unlisted' }
    renderComposer(
      <Composer target={target} prefill={{ status: 'old words', visibility: 'unlisted' }} />,
      testEnv(client),
    )
    expect(text()).toHaveValue('old words')
    await user.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(client.to('DELETE', '/api/v1/statuses/9')).toHaveLength(1))
    expect(client.calls.map((c) => c.method)).toEqual(['POST', 'DELETE'])
  })
})

describe('Composer drafts', () => {
  it('saves on change, restores when the same composer opens, deletes when emptied', async () => {
    const client = fakeClient(handler)
    const user = userEvent.setup()
    const target: ComposerTarget = { kind: 'quote', statusId: '3', scope: 'public' }
    const first = renderComposer(<Composer target={target} />, testEnv(client))
    await user.type(text(), 'unfinished')
    const stored = JSON.parse(localStorage.getItem('drafts') ?? '{}') as {
      data: Record<string, Record<string, { data: { status: string } }>>
    }
    expect(stored.data['me@example.test']?.['quote:3']?.data.status).toBe('unfinished')
    first.unmount()
    renderComposer(<Composer target={target} />, testEnv(client))
    expect(text()).toHaveValue('unfinished')
    await user.clear(text())
    expect(localStorage.getItem('drafts')).not.toContain('quote:3')
  })

  it('lists drafts to reopen', async () => {
    const client = fakeClient(handler)
    const user = userEvent.setup()
    const first = renderComposer(<Composer />, testEnv(client))
    await user.type(text(), 'a thought')
    first.unmount()
    const onOpen = vi.fn()
    renderComposer(<DraftsList accountKey="me@example.test" onOpen={onOpen} />, testEnv(client))
    await user.click(screen.getByRole('button', { name: /New post/ }))
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ key: 'status' }))
  })

  it('reopens a reply draft under the scope it was written with', () => {
    const data = {
      ...emptyDraft({ visibility: 'private', contentType: 'text/plain' }),
      status: 'x',
    }
    expect(targetOfDraft({ key: 'reply:4', updatedAt: 1, data })).toEqual({
      kind: 'reply',
      statusId: '4',
      scope: 'private',
      mentions: [],
    })
    expect(targetOfDraft({ key: 'quote:5', updatedAt: 1, data })).toMatchObject({ kind: 'quote' })
    expect(targetOfDraft({ key: 'status', updatedAt: 1, data })).toEqual({ kind: 'status' })
  })
})

describe('Composer modal and settings', () => {
  it('closes the modal once posted and sends the chosen language', async () => {
    const client = fakeClient(handler)
    const user = userEvent.setup()
    const onClose = vi.fn()
    const onPosted = vi.fn()
    renderComposer(<ComposerModal onClose={onClose} onPosted={onPosted} />, testEnv(client))
    expect(screen.getByRole('dialog', { name: 'New post' })).toBeInTheDocument()
    await choose(user, 'Language', 'German')
    await user.type(text(), 'hallo')
    await user.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(onPosted).toHaveBeenCalledWith('100')
    expect(client.calls[0]?.options?.json).toMatchObject({ text: 'hallo', language: 'de' })
  })

  it('lists each language once, by its name, in the language select', async () => {
    const user = userEvent.setup()
    renderComposer(<Composer />, testEnv(fakeClient(handler)))
    const names = await offered(user, 'Language')
    expect(names[0]).toBe('Default language')
    expect(names).toContain('German')
    expect(names).not.toContain('de')
    expect(names.filter((name) => name === 'Akan')).toHaveLength(1)
    expect(new Set(names).size).toBe(names.length)
  })

  it('remembers a dismissed scope notice in the settings', async () => {
    const user = userEvent.setup()
    const first = renderComposer(<Composer />, testEnv(fakeClient(handler)))
    const notice = screen.getByText('This post will be visible to everyone')
    await user.click(within(notice.closest('.alert') ?? document.body).getByRole('button'))
    expect(screen.queryByText('This post will be visible to everyone')).not.toBeInTheDocument()
    first.unmount()
    // One app has one store; the setting lives there.
    renderComposer(<Composer />, testEnv(fakeClient(handler)), first.store)
    expect(screen.queryByText('This post will be visible to everyone')).not.toBeInTheDocument()
  })
})
