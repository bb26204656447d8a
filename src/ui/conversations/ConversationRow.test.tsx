import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Conversation } from '../../entities/misc'
import type { Attachment } from '../../entities'
import { status, user } from '../../entities/test-factories'
import { ACCOUNT, renderWithEnv } from '../status/test-env'
import { ConversationRow } from './ConversationRow'

const me = user('me', { name: 'Me', screen_name: 'me' })
const bob = user('bob', {
  name: 'Bob :blobcat:',
  screen_name: 'bob',
  emoji: [{ shortcode: 'blobcat', url: 'https://local.example/blobcat.png', static_url: '' }],
})
const carol = user('carol', { name: 'Carol', screen_name: 'carol@remote.example' })

const picture: Attachment = {
  id: 'a1',
  mimetype: 'image/png',
  kind: 'image',
  url: 'https://local.example/media/a1.png',
  large_thumb_url: 'https://local.example/media/a1.png',
  thumb_url: 'https://local.example/media/a1.png',
  remote_url: null,
  description: null,
  blurhash: null,
  meta: null,
  oembed: null,
}

function renderRow(conversation: Conversation, display: 'compact' | 'cards' = 'compact') {
  const handlers = { onOpen: vi.fn(), onMarkRead: vi.fn(), onRemove: vi.fn() }
  const rendered = renderWithEnv(
    <ConversationRow
      account={ACCOUNT}
      conversation={conversation}
      display={display}
      posinset={1}
      setsize={1}
      {...handlers}
    />,
    {
      users: [me, bob, carol],
      statuses: [
        status('s1', { user_id: 'me', text: 'see you there', visibility: 'direct' }),
        status('s2', {
          user_id: 'bob',
          text: 'look at this',
          raw_html: '<p>look at this</p>',
          visibility: 'direct',
          attachments: [picture],
        }),
      ],
      env: { viewer: me },
    },
  )
  return { ...rendered, handlers }
}

describe('a conversation row', () => {
  it('names the participants with their emoji, shows the last message short, and opens the thread', () => {
    const { handlers } = renderRow({
      id: 'c1',
      account_ids: ['bob'],
      unread: false,
      last_status_id: 's1',
    })
    const row = screen.getByRole('article', { name: 'Conversation with Bob :blobcat:' })
    expect(row.dataset.openPath).toBe('/notice/s1')
    expect(screen.getByRole('img', { name: ':blobcat:' })).toBeTruthy()
    expect(row.textContent).toContain('You:')
    expect(row.textContent).toContain('see you there')
    expect(screen.queryByText('Unread')).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: /Bob/ }))
    expect(handlers.onOpen).toHaveBeenCalledWith('c1')
  })

  it('marks an unread one, says who wrote last when several take part, and counts attachments', () => {
    const { handlers } = renderRow({
      id: 'c2',
      account_ids: ['bob', 'carol'],
      unread: true,
      last_status_id: 's2',
    })
    const row = screen.getByRole('article', {
      name: 'Unread conversation with Bob :blobcat:, Carol',
    })
    expect(row.className).toContain('conversation-unread')
    expect(screen.getByText('Unread')).toBeTruthy()
    expect(row.textContent).toContain('Bob')
    expect(row.textContent).toContain('1 attachment')
    fireEvent.keyDown(row, { key: 'Enter' })
    expect(handlers.onOpen).toHaveBeenCalledWith('c2')
  })

  it('offers mark read (only when unread) and remove in its menu', async () => {
    const { handlers } = renderRow({
      id: 'c3',
      account_ids: ['bob'],
      unread: true,
      last_status_id: 's1',
    })
    await userEvent.click(screen.getByRole('button', { name: 'Actions of this conversation' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark as read' }))
    expect(handlers.onMarkRead).toHaveBeenCalledWith('c3')
    await userEvent.click(screen.getByRole('button', { name: 'Actions of this conversation' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove conversation' }))
    expect(handlers.onRemove).toHaveBeenCalledWith('c3')
  })

  it('shows the last status as its whole card when the column asks for cards', () => {
    renderRow({ id: 'c4', account_ids: ['bob'], unread: false, last_status_id: 's2' }, 'cards')
    const card = screen.getByRole('article', { name: /look at this|Bob/ })
    expect(card.dataset.statusId).toBe('s2')
    expect(card.textContent).toContain('look at this')
  })
})
