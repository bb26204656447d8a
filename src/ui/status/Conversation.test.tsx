import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { reply, status, user } from '../../entities/test-factories'
import { Conversation } from './Conversation'
import { httpError } from '../../state/test-client'
import { StatusPopover } from './StatusCard'
import { getAccountCache, readEntity } from '../../state/entity-cache'
import { ingest } from '../../state/ingest'
import { noteNewStatus } from '../../state/replies'
import { ACCOUNT, fakeActions, renderWithEnv } from './test-env'
import { buildThread, initialFolds, visibleRows } from './thread-tree'

// 1 <- 2 <- 3 <- 4 <- 5, and 2 <- 6
const statuses = [
  status('1', { raw_html: '<p>root</p>' }),
  reply('2', '1', { raw_html: '<p>two</p>' }),
  reply('3', '2', { raw_html: '<p>three</p>' }),
  reply('4', '3', { raw_html: '<p>four</p>' }),
  reply('5', '4', { raw_html: '<p>five</p>' }),
  reply('6', '2', { raw_html: '<p>six</p>' }),
]
const parentOf = (id: string) => statuses.find((s) => s.id === id)?.in_reply_to_status_id ?? null
const alice = user('u1', { name: 'Alice' })

function actionsFor(focused: string) {
  const ids = statuses.map((s) => s.id)
  const at = ids.indexOf(focused)
  return fakeActions({
    fetchContext: vi.fn(() =>
      Promise.resolve({
        ok: true as const,
        value: { ancestors: ids.slice(0, at), descendants: ids.slice(at + 1) },
      }),
    ),
  })
}

function texts() {
  return screen.getAllByRole('article').map((a) => a.querySelector('.status-text')?.textContent)
}

describe('thread tree rules', () => {
  it('builds depths and folds below max depth minus 2 (minimum 1)', () => {
    const roots = buildThread(['1', '2', '3', '4', '5', '6'], parentOf)
    expect(visibleRows(roots, new Set()).map((r) => `${r.id}:${String(r.depth)}`)).toEqual([
      '1:0',
      '2:1',
      '3:2',
      '4:3',
      '5:4',
      '6:2',
    ])
    const folds = initialFolds(roots, 4)
    expect([...folds]).toEqual(['3'])
    const rows = visibleRows(roots, folds)
    expect(rows.map((r) => r.id)).toEqual(['1', '2', '3', '6'])
    expect(rows.find((r) => r.id === '3')?.hiddenCount).toBe(2)
    expect([...initialFolds(roots, 0)]).toEqual(['2'])
  })

  it('handles a 5,000-deep thread without recursion', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => String(i))
    const roots = buildThread(ids, (id) => (id === '0' ? null : String(Number(id) - 1)))
    expect(visibleRows(roots, new Set())).toHaveLength(5000)
  })
})

describe('Conversation', () => {
  it('shows ancestors above the focused status, then replies, in linear display', async () => {
    renderWithEnv(<Conversation statusId="3" display="linear" />, {
      statuses,
      users: [alice],
      env: { actions: actionsFor('3') },
    })
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(6)
    })
    expect(texts()).toEqual(['root', 'two', 'three', 'four', 'five', 'six'])
    const focused = screen.getAllByRole('article')[2]
    expect(focused).toHaveClass('status-focused')
    expect(focused).toHaveAttribute('aria-posinset', '3')
    expect(screen.queryByRole('button', { name: 'Collapse' })).toBeNull()
  })

  it('starts deep replies folded in tree display and unfolds them', async () => {
    const u = userEvent.setup()
    renderWithEnv(<Conversation statusId="1" display="tree" />, {
      statuses,
      users: [alice],
      settings: { maxDepthInThread: 4 },
      env: { actions: actionsFor('1') },
    })
    await waitFor(() => {
      expect(texts()).toEqual(['root', 'two', 'three', 'six'])
    })
    const three = screen.getAllByRole('article')[2]!
    await u.click(within(three).getByRole('button', { name: 'Show 2 hidden replies' }))
    expect(texts()).toEqual(['root', 'two', 'three', 'four', 'five', 'six'])
  })

  it('dives into a subthread and shows the whole conversation again', async () => {
    const u = userEvent.setup()
    renderWithEnv(<Conversation statusId="1" display="tree" />, {
      statuses,
      users: [alice],
      env: { actions: actionsFor('1') },
    })
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(6)
    })
    const three = screen.getAllByRole('article')[2]!
    await u.click(within(three).getByRole('button', { name: 'View this subthread' }))
    expect(texts()).toEqual(['three', 'four', 'five'])
    await u.click(screen.getByRole('button', { name: 'Show the whole conversation' }))
    expect(screen.getAllByRole('article')).toHaveLength(6)
  })

  it('indents replies by depth up to where replies start hidden', async () => {
    const u = userEvent.setup()
    const { container } = renderWithEnv(<Conversation statusId="1" display="tree" />, {
      statuses,
      users: [alice],
      settings: { maxDepthInThread: 4 },
      env: { actions: actionsFor('1') },
    })
    await waitFor(() => {
      expect(texts()).toEqual(['root', 'two', 'three', 'six'])
    })
    const three = screen.getAllByRole('article')[2]!
    await u.click(within(three).getByRole('button', { name: 'Show 2 hidden replies' }))
    const depths = [...container.querySelectorAll<HTMLElement>('.conversation-row')].map((row) =>
      row.style.getPropertyValue('--depth'),
    )
    // root, two, three, four (3, shown at 2), five (4, shown at 2), six
    expect(depths).toEqual(['0', '1', '2', '2', '2', '2'])
  })

  it('takes a reply made since it loaded under its parent, and counts it there', async () => {
    const { store } = renderWithEnv(<Conversation statusId="3" display="linear" />, {
      statuses,
      users: [alice],
      env: { actions: actionsFor('3') },
    })
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(6)
    })
    const answer = reply('7', '4', { raw_html: '<p>seven</p>' })
    ingest(store, ACCOUNT, { statuses: [answer] })
    noteNewStatus(store, ACCOUNT, answer)
    await waitFor(() => {
      // Under four, after its earlier reply five.
      expect(texts()).toEqual(['root', 'two', 'three', 'four', 'five', 'seven', 'six'])
    })
    expect(readEntity(getAccountCache(store, ACCOUNT), 'statuses', '4')?.replies_count).toBe(1)
    // A reply to a status the thread does not show stays out of it.
    const elsewhere = reply('8', '99', { raw_html: '<p>eight</p>' })
    ingest(store, ACCOUNT, { statuses: [elsewhere] })
    noteNewStatus(store, ACCOUNT, elsewhere)
    expect(screen.getAllByRole('article')).toHaveLength(7)
  })

  it('collapses to the focused status in the thread column', async () => {
    const u = userEvent.setup()
    renderWithEnv(<Conversation statusId="2" collapsible display="linear" />, {
      statuses,
      users: [alice],
      env: { actions: actionsFor('2') },
    })
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(6)
    })
    await u.click(screen.getByRole('button', { name: 'Collapse' }))
    expect(texts()).toEqual(['two'])
    await u.click(screen.getByRole('button', { name: 'Expand the conversation' }))
    expect(screen.getAllByRole('article')).toHaveLength(6)
  })
})

describe('StatusPopover', () => {
  it('shows a spinner, then "Status unavailable" when loading fails', async () => {
    renderWithEnv(<StatusPopover statusId="404" />, {
      server: () => {
        throw httpError(404, 'Record not found')
      },
    })
    expect(screen.getByRole('status')).toHaveTextContent('')
    expect(await screen.findByText('Status unavailable')).toBeInTheDocument()
  })

  it('shows the status when it is held', () => {
    renderWithEnv(<StatusPopover statusId="1" />, { statuses, users: [alice] })
    expect(screen.getByRole('article', { name: /^Alice/ })).toBeInTheDocument()
  })
})

describe('Conversation settings', () => {
  it('shows the thread as the conversationDisplay setting says when no display is given', async () => {
    const linear = renderWithEnv(<Conversation statusId="1" />, {
      statuses,
      users: [alice],
      settings: { conversationDisplay: 'linear', maxDepthInThread: 4 },
      env: { actions: actionsFor('1') },
    })
    await waitFor(() => {
      expect(texts()).toEqual(['root', 'two', 'three', 'four', 'five', 'six'])
    })
    linear.unmount()
    // As a tree, deep replies start folded.
    renderWithEnv(<Conversation statusId="1" />, {
      statuses,
      users: [alice],
      settings: { conversationDisplay: 'tree', maxDepthInThread: 4 },
      env: { actions: actionsFor('1') },
    })
    await waitFor(() => {
      expect(texts()).toEqual(['root', 'two', 'three', 'six'])
    })
  })

  it('hides media in threads with hideAttachmentsInConv, not in timelines', async () => {
    const picture = {
      id: 'p1',
      kind: 'image' as const,
      mimetype: 'image/png',
      url: 'https://media.example/p1.png',
      large_thumb_url: 'https://media.example/p1.png',
      thumb_url: '',
      remote_url: null,
      description: 'a picture',
      blurhash: null,
      meta: null,
      oembed: null,
    }
    const withMedia = statuses.map((s) => (s.id === '1' ? { ...s, attachments: [picture] } : s))
    renderWithEnv(<Conversation statusId="1" display="linear" />, {
      statuses: withMedia,
      users: [alice],
      settings: { hideAttachmentsInConv: true, hideAttachments: false },
      env: { actions: actionsFor('1') },
    })
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(6)
    })
    expect(screen.queryByRole('img', { name: 'a picture' })).toBeNull()
  })
})
