import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Composer } from './Composer'
import { fakeClient, httpError, renderComposer, testEnv, type Handler } from './composer-test-utils'

vi.setConfig({ testTimeout: 20_000 })

const handler: Handler = ({ path, options }) => {
  if (path === '/api/v2/search') {
    const type = options?.query?.type
    if (type === 'accounts') {
      return {
        accounts: [
          { id: '2', acct: 'alice@x.y', display_name: 'Alice', avatar: 'https://x/a.png' },
          { id: '3', acct: 'alan', display_name: 'Alan', avatar: 'https://x/b.png' },
        ],
        statuses: [],
        hashtags: [],
      }
    }
    return { accounts: [], statuses: [], hashtags: [{ name: 'tea', url: '', history: [] }] }
  }
  throw httpError(404)
}

function setup() {
  const client = fakeClient(handler)
  const user = userEvent.setup()
  renderComposer(<Composer />, testEnv(client))
  const text = screen.getByRole('combobox', { name: 'Post text' })
  return { client, user, text }
}

describe('Composer emoji picker', () => {
  it('inserts a custom emoji picked by keyboard at the caret and returns to the text', async () => {
    const { user, text } = setup()
    await user.type(text, 'so good')
    if (!(text instanceof HTMLTextAreaElement)) throw new Error('the text is not a textarea')
    text.setSelectionRange(2, 2)
    await user.click(screen.getByRole('button', { name: 'Emoji' }))
    const search = screen.getByRole('searchbox', { name: 'Search for an emoji' })
    expect(search).toHaveFocus()
    await user.keyboard('blob')
    const cell = await screen.findByRole('button', { name: ':blobcat:' }, { timeout: 3000 })
    cell.focus()
    await user.keyboard('{Enter}')
    expect(text).toHaveValue('so :blobcat: good')
    expect(screen.queryByRole('dialog', { name: 'Emoji picker' })).not.toBeInTheDocument()
    expect(text).toHaveFocus()
  })
})

describe('Composer autocomplete', () => {
  it('completes a custom emoji after : with Enter', async () => {
    const { user, text } = setup()
    await user.type(text, 'hi :blo')
    expect(text).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('option', { name: ':blobcat:' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.keyboard('{Enter}')
    expect(text).toHaveValue('hi :blobcat: ')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('completes a standard emoji by its name once the unicode data loads', async () => {
    const { user, text } = setup()
    await user.type(text, ':grinning_fa')
    expect(
      await screen.findByRole('option', { name: /😀/ }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    await user.keyboard('{Enter}')
    expect(text).toHaveValue('😀 ')
  })

  it('completes a mention from the server search with arrows and Tab', async () => {
    const { user, text, client } = setup()
    await user.type(text, '@al')
    expect(await screen.findByRole('option', { name: /@alan/ })).toBeInTheDocument()
    expect(client.calls.at(-1)?.options?.query).toMatchObject({ q: 'al', type: 'accounts' })
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('option', { name: /@alan/ })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}{Tab}')
    expect(text).toHaveValue('@alice@x.y ')
  })

  it('completes a hashtag', async () => {
    const { user, text } = setup()
    await user.type(text, '#te')
    await screen.findByRole('option', { name: '#tea' })
    await user.keyboard('{Enter}')
    expect(text).toHaveValue('#tea ')
  })

  it('closes on Escape, leaving Enter to the text', async () => {
    const { user, text } = setup()
    await user.type(text, ':blo')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    await user.keyboard('{Enter}')
    expect(text).toHaveValue(':blo\n')
  })

  it('never suggests for a word starting with $', async () => {
    const { user, text, client } = setup()
    await user.type(text, '$:blo')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    await waitFor(() => expect(client.calls).toHaveLength(0))
  })
})
