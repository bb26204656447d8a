import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { status, user } from '../../entities/test-factories'
import { Composer } from '../composer/Composer'
import { ComposerEnvironmentProvider } from '../composer/composer-env'
import { postedStatus, fakeClient, httpError, testEnv } from '../composer/composer-test-utils'
import type { InlineComposerProps } from './status-env'
import { StatusCard } from './StatusCard'
import { ACCOUNT, renderWithEnv } from './test-env'

vi.setConfig({ testTimeout: 20_000 })

const alice = user('u1', { name: 'Alice', screen_name: 'alice', screen_name_ui: 'alice' })
const me = user('me', { name: 'Me', screen_name: 'me', screen_name_ui: 'me' })
const client = fakeClient(({ path }) => {
  if (path === '/api/notes/create') return { createdNote: postedStatus('900') }
  throw httpError(404)
})

/** The deck's inline composer, over a scripted client instead of the account's. */
function TestInlineComposer({ target, onDone }: InlineComposerProps) {
  return (
    <ComposerEnvironmentProvider value={testEnv(client, { accountKey: ACCOUNT })}>
      <Composer
        variant="inline"
        target={target}
        onPosted={() => {
          onDone('posted')
        }}
        onCancel={() => {
          onDone('cancel')
        }}
      />
    </ComposerEnvironmentProvider>
  )
}

/** Two columns, the same status in both, and a way to unmount a row as virtualisation does. */
function Deck() {
  const [rowShown, setRowShown] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setRowShown(!rowShown)}>
        scroll
      </button>
      <section data-column-id="home" aria-label="Home">
        {rowShown && <StatusCard statusId="1" />}
        <StatusCard statusId="2" />
      </section>
      <section data-column-id="local" aria-label="Local">
        <StatusCard statusId="1" />
      </section>
    </>
  )
}

function setup(ui = <Deck />) {
  const onReply = vi.fn()
  const onQuote = vi.fn()
  const result = renderWithEnv(ui, {
    statuses: [status('1', { user_id: 'u1' }), status('2', { user_id: 'u1' })],
    users: [alice, me],
    env: { viewer: me, onReply, onQuote, InlineComposer: TestInlineComposer },
  })
  const home = () => within(screen.getByRole('region', { name: 'Home' }))
  return { ...result, onReply, onQuote, u: userEvent.setup(), home }
}

const firstCard = (scope: { getAllByRole: (role: 'article') => HTMLElement[] }) =>
  within(scope.getAllByRole('article')[0] ?? document.body)

beforeEach(() => {
  localStorage.clear()
  client.calls.length = 0
})
afterEach(() => {
  localStorage.clear()
})

describe('inline reply composer', () => {
  it('opens under the card in its own column, focused, with the author mentioned', async () => {
    const { u, home, onReply } = setup()
    await u.click(firstCard(home()).getByRole('button', { name: 'Reply' }))
    const group = home().getByRole('group', { name: 'Reply to @alice' })
    // Directly under the status it replies to, before the next card.
    const article = home().getAllByRole('article')[0]
    expect(article?.nextElementSibling).toBe(group)
    const text = within(group).getByRole('combobox', { name: 'Post text' })
    await waitFor(() => expect(text).toHaveFocus())
    expect(text).toHaveValue('@alice ')
    expect(onReply).not.toHaveBeenCalled()
    // The same status in another column has none.
    expect(screen.getAllByRole('group', { name: /^Reply to/ })).toHaveLength(1)
  })

  it('toggles closed on Reply again; Quote replaces it', async () => {
    const { u, home } = setup()
    const card = firstCard(home())
    expect(card.getByRole('button', { name: 'Reply' })).toHaveAttribute('aria-expanded', 'false')
    await u.click(card.getByRole('button', { name: 'Reply' }))
    expect(home().getByRole('group', { name: 'Reply to @alice' })).toBeInTheDocument()
    expect(card.getByRole('button', { name: 'Reply' })).toHaveAttribute('aria-expanded', 'true')
    await u.click(card.getByRole('button', { name: 'Quote' }))
    expect(card.getByRole('button', { name: 'Quote' })).toHaveAttribute('aria-expanded', 'true')
    expect(card.getByRole('button', { name: 'Reply' })).toHaveAttribute('aria-expanded', 'false')
    expect(home().queryByRole('group', { name: 'Reply to @alice' })).toBeNull()
    expect(home().getByRole('group', { name: 'Quote @alice' })).toBeInTheDocument()
    await u.click(card.getByRole('button', { name: 'Quote' }))
    expect(home().queryByRole('group', { name: 'Quote @alice' })).toBeNull()
  })

  it('closes on Escape and Cancel, giving focus back to the button that opened it', async () => {
    const { u, home } = setup()
    const reply = firstCard(home()).getByRole('button', { name: 'Reply' })
    await u.click(reply)
    await waitFor(() => expect(home().getByRole('combobox', { name: 'Post text' })).toHaveFocus())
    await u.keyboard('{Escape}')
    expect(home().queryByRole('group', { name: 'Reply to @alice' })).toBeNull()
    expect(reply).toHaveFocus()
    const quote = firstCard(home()).getByRole('button', { name: 'Quote' })
    await u.click(quote)
    await u.click(home().getByRole('button', { name: 'Cancel' }))
    expect(home().queryByRole('group', { name: 'Quote @alice' })).toBeNull()
    expect(quote).toHaveFocus()
  })

  it('restores the draft when reopened', async () => {
    const { u, home } = setup()
    const reply = firstCard(home()).getByRole('button', { name: 'Reply' })
    await u.click(reply)
    await u.type(home().getByRole('combobox', { name: 'Post text' }), 'nice cat')
    await u.keyboard('{Escape}')
    await u.click(reply)
    expect(home().getByRole('combobox', { name: 'Post text' })).toHaveValue('@alice nice cat')
  })

  it('stays open when its row is unmounted and mounted again (virtualisation)', async () => {
    const { u, home } = setup()
    await u.click(firstCard(home()).getByRole('button', { name: 'Reply' }))
    await u.type(home().getByRole('combobox', { name: 'Post text' }), 'hello')
    await u.click(screen.getByRole('button', { name: 'scroll' }))
    expect(home().queryByRole('group', { name: /^Reply to/ })).toBeNull()
    await u.click(screen.getByRole('button', { name: 'scroll' }))
    const group = home().getByRole('group', { name: 'Reply to @alice' })
    expect(within(group).getByRole('combobox', { name: 'Post text' })).toHaveValue('@alice hello')
    // Coming back into view does not take the reader's focus.
    expect(screen.getByRole('button', { name: 'scroll' })).toHaveFocus()
  })

  it('closes once the reply is posted', async () => {
    const { u, home } = setup()
    await u.click(firstCard(home()).getByRole('button', { name: 'Reply' }))
    await u.type(home().getByRole('combobox', { name: 'Post text' }), 'posted')
    await u.click(home().getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(home().queryByRole('group', { name: /^Reply to/ })).toBeNull())
    expect(client.to('POST', '/api/notes/create')[0]?.options?.json).toMatchObject({
      text: '@alice posted',
      replyId: '1',
    })
  })

  it('keeps the keys typed in it away from the deck’s shortcuts', async () => {
    const { u, home } = setup()
    const deckKeys = vi.fn()
    document.addEventListener('keydown', deckKeys)
    try {
      await u.click(firstCard(home()).getByRole('button', { name: 'Reply' }))
      home().getByRole('button', { name: 'Cancel' }).focus()
      await u.keyboard('rfq')
      act(() => {
        home().getByRole('combobox', { name: 'Post text' }).focus()
      })
      await u.keyboard('j')
      expect(deckKeys).not.toHaveBeenCalled()
    } finally {
      document.removeEventListener('keydown', deckKeys)
    }
  })

  it('uses the modal composer for a card outside a column', async () => {
    const { u, onReply, onQuote } = setup(<StatusCard statusId="1" />)
    await u.click(screen.getByRole('button', { name: 'Reply' }))
    await u.click(screen.getByRole('button', { name: 'Quote' }))
    expect(onReply).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }))
    expect(onQuote).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }))
    expect(screen.queryByRole('group', { name: /^(Reply to|Quote)/ })).toBeNull()
    expect(screen.getByRole('button', { name: 'Reply' })).not.toHaveAttribute('aria-expanded')
  })

  it('uses the modal composer for a card in a popover or dialog drawn inside a column', async () => {
    const { u, onReply } = setup(
      <section data-column-id="home" aria-label="Home">
        <div role="dialog" aria-label="In reply to">
          <StatusCard statusId="1" />
        </div>
      </section>,
    )
    await u.click(screen.getByRole('button', { name: 'Reply' }))
    expect(onReply).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('group', { name: /^Reply to/ })).toBeNull()
  })
})
