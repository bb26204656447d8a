import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Composer } from './Composer'
import {
  postedStatus,
  choose,
  fakeClient,
  httpError,
  renderComposer,
  testEnv,
  type Handler,
} from './composer-test-utils'

// Typing into a full form is slow under jsdom on a shared machine.
vi.setConfig({ testTimeout: 20_000 })

const created: Handler = ({ path }) => {
  if (path === '/api/notes/create') return { createdNote: postedStatus('100') }
  throw httpError(404)
}

function setup(handler: Handler = created, over: Parameters<typeof testEnv>[1] = {}) {
  const client = fakeClient(handler)
  const onPosted = vi.fn()
  const user = userEvent.setup()
  const view = renderComposer(<Composer onPosted={onPosted} />, testEnv(client, over))
  const text = () => screen.getByRole('combobox', { name: 'Post text' })
  return { client, onPosted, user, view, text }
}

type Body = { text?: string; visibility?: string; cw?: string; poll?: unknown; preview?: boolean }
const bodyOf = (call: { options?: { json?: unknown } | undefined } | undefined) =>
  call?.options?.json as Body | undefined

describe('Composer posting', () => {
  it('refuses a blank post with the empty status error, dismissibly', async () => {
    const { user, client } = setup()
    await user.click(screen.getByRole('button', { name: 'Post' }))
    const line = screen.getByRole('alert')
    expect(line).toHaveTextContent('Error: Cannot post an empty status with no files')
    expect(client.calls).toHaveLength(0)
    await user.click(within(line).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText(/Cannot post an empty status/)).not.toBeInTheDocument()
  })

  it('posts through the create call, raises posted and clears the form', async () => {
    const { user, client, onPosted, text } = setup()
    await user.type(text(), 'hello world')
    await user.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(onPosted).toHaveBeenCalledWith('100'))
    const [call] = client.to('POST', '/api/notes/create')
    expect(bodyOf(call)).toMatchObject({ text: 'hello world', visibility: 'public' })
    expect(text()).toHaveValue('')
  })

  it('submits on Ctrl+Enter but not on a plain Enter by default', async () => {
    const { user, client, text } = setup()
    await user.type(text(), 'one{Enter}two')
    expect(client.calls).toHaveLength(0)
    expect(text()).toHaveValue('one\ntwo')
    await user.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() => expect(client.to('POST', '/api/notes/create')).toHaveLength(1))
  })

  it('keeps the draft after a failure and retries with the same idempotency key', async () => {
    let fail = true
    const { user, client, onPosted, text } = setup((call) => {
      if (fail) {
        fail = false
        throw httpError(422, 'Something broke')
      }
      return created(call)
    })
    await user.type(text(), 'retry me')
    await user.click(screen.getByRole('button', { name: 'Post' }))
    expect(await screen.findByText('Error: Something broke')).toBeInTheDocument()
    expect(text()).toHaveValue('retry me')
    await user.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(onPosted).toHaveBeenCalled())
    const keys = client
      .to('POST', '/api/notes/create')
      .map((c) => c.options?.headers?.['idempotency-key'])
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^\d+$/)
    expect(keys[1]).toBe(keys[0])
  })

  it('marks an over-limit post and blocks it', async () => {
    const env = testEnv(fakeClient(created))
    const { user, text } = setup(created, { instance: { ...env.instance, textlimit: 5 } })
    await user.type(text(), 'abc')
    expect(screen.getByText('2')).toBeInTheDocument()
    await user.type(text(), 'defg')
    expect(screen.getByText('-2')).toHaveClass('is-over')
    expect(screen.getByRole('button', { name: 'Too long' })).toBeDisabled()
  })

  it('sends a content warning with the sensitive flag set from the subject', async () => {
    const { user, client, text } = setup()
    await user.type(screen.getByRole('textbox', { name: 'Content warning (optional)' }), 'spoilers')
    expect(screen.getByRole('checkbox', { name: 'Mark as sensitive' })).toBeChecked()
    await user.type(text(), 'the ending')
    await user.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(client.calls).toHaveLength(1))
    expect(bodyOf(client.calls[0])).toMatchObject({ text: 'the ending', cw: 'spoilers' })
  })

  it('prefills the text from the message parameter', () => {
    window.history.replaceState(null, '', '/?message=shared%20link')
    setup()
    expect(screen.getByRole('combobox', { name: 'Post text' })).toHaveValue('shared link')
    window.history.replaceState(null, '', '/')
  })

  it('offers the format selector only with more than one format', () => {
    const env = testEnv(fakeClient(created))
    setup(created, { instance: { ...env.instance, postFormats: ['text/plain'] } })
    expect(screen.queryByRole('button', { name: /^Format / })).not.toBeInTheDocument()
  })

  it('warns about followers-only posts from an unlocked account', async () => {
    const { user } = setup()
    await choose(user, 'Visibility', 'Followers only')
    expect(screen.getByText(/Your account is not locked/)).toBeInTheDocument()
  })

  it('in optimistic mode drops an empty post without a message', async () => {
    const client = fakeClient(created)
    const user = userEvent.setup()
    renderComposer(<Composer optimistic />, testEnv(client))
    await user.click(screen.getByRole('button', { name: 'Post' }))
    expect(screen.queryByText(/Cannot post an empty status/)).not.toBeInTheDocument()
    expect(client.calls).toHaveLength(0)
  })

  it('hiding the content warning clears it and resets the sensitive flag', async () => {
    const { user } = setup()
    const spoiler = screen.getByRole('textbox', { name: 'Content warning (optional)' })
    await user.type(spoiler, 'cw')
    expect(screen.getByRole('checkbox', { name: 'Mark as sensitive' })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Content warning' }))
    expect(
      screen.queryByRole('textbox', { name: 'Content warning (optional)' }),
    ).not.toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Mark as sensitive' })).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Content warning' }))
    expect(screen.getByRole('textbox', { name: 'Content warning (optional)' })).toHaveValue('')
  })
})
