import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Notification } from '../../entities/notification'
import { getAccountCache, readEntity } from '../../state/entity-cache'
import { ingest } from '../../state/ingest'
import { notification, relationship, status, user } from '../../entities/test-factories'
import { ACCOUNT, renderWithEnv } from '../status/test-env'
import { NotificationRow } from './NotificationRow'

const bob = user('u2', { name: 'Bob', screen_name: 'bob' })

function renderRow(item: Notification, extra: Parameters<typeof renderWithEnv>[1] = {}) {
  const rendered = renderWithEnv(
    <NotificationRow account={ACCOUNT} notificationId={item.id} posinset={1} setsize={1} />,
    {
      users: [bob, user('u3', { name: 'New Bob', screen_name: 'newbob@elsewhere.example' })],
      statuses: [status('s1', { user_id: 'u1', text: 'my cat in a box' })],
      ...extra,
    },
  )
  act(() => {
    ingest(rendered.store, ACCOUNT, { notifications: [item] })
  })
  return rendered
}

describe('a notification row', () => {
  it('says who did what, links the actor’s profile and the status it is about', () => {
    renderRow(notification('1', { type: 'like', status_id: 's1' }))
    const row = screen.getByRole('article', { name: 'Bob favorited your status' })
    expect(row.className).toContain('notification-unseen')
    expect(screen.getByRole('link', { name: 'Bob' }).getAttribute('href')).toBe('/bob')
    expect(screen.getByRole('link', { name: 'my cat in a box' }).getAttribute('href')).toBe(
      '/notice/s1',
    )
    // Enter on the row leads where the notification is about.
    expect(row.dataset.openPath).toBe('/notice/s1')
  })

  it('shows a custom reaction as its image', () => {
    renderRow(
      notification('2', {
        type: 'pleroma:emoji_reaction',
        status_id: 's1',
        emoji: ':blobcat:',
        emoji_url: 'https://local.example/emoji/blobcat.png',
      }),
    )
    const image = screen.getByRole('img', { name: ':blobcat:' })
    expect(image.getAttribute('src')).toBe('https://local.example/emoji/blobcat.png')
    expect(screen.getByRole('article').getAttribute('aria-label')).toBe(
      'Bob reacted with :blobcat:',
    )
  })

  it('leads a follow to the profile and a move to its target, and answers a follow request', () => {
    const { unmount } = renderRow(notification('3', { type: 'follow', seen: true }))
    const follow = screen.getByRole('article', { name: 'Bob followed you' })
    expect(follow.dataset.openPath).toBe('/bob')
    expect(follow.className).not.toContain('notification-unseen')
    unmount()
    const move = renderRow(notification('4', { type: 'move', target_id: 'u3' }))
    screen.getByRole('article', { name: 'Bob migrated to New Bob' })
    expect(screen.getAllByRole('link', { name: 'New Bob' })[0]?.getAttribute('href')).toBe(
      '/users/u3',
    )
    move.unmount()
    renderRow(notification('5', { type: 'follow_request' }))
    screen.getByRole('article', { name: 'Bob wants to follow you' })
    screen.getByRole('button', { name: 'Approve the follow request of Bob' })
    screen.getByRole('button', { name: 'Deny the follow request of Bob' })
  })

  it('approves a follow request at once: the row becomes a follow, seen', async () => {
    const { client } = renderRow(notification('8', { type: 'follow_request' }), {
      server: ({ path }) => (path.endsWith('/authorize') ? { id: 'u2', followed_by: true } : {}),
    })
    await userEvent.click(screen.getByRole('button', { name: /^Approve/ }))
    const row = await screen.findByRole('article', { name: 'Bob followed you' })
    expect(row.className).not.toContain('notification-unseen')
    expect(client.to('POST', '/api/v1/follow_requests/u2/authorize')).toHaveLength(1)
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull()
  })

  it('asks first when modalOnDenyFollow is on, and denies only on yes', async () => {
    const { client, store } = renderRow(notification('9', { type: 'follow_request' }), {
      settings: { modalOnDenyFollow: true },
      server: () => ({ id: 'u2', followed_by: false }),
    })
    await userEvent.click(screen.getByRole('button', { name: /^Deny/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Deny follow request' })
    expect(dialog.textContent).toContain('Are you sure you want to deny the follow request of Bob?')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(client.calls).toHaveLength(0)
    screen.getByRole('article', { name: 'Bob wants to follow you' })
    await userEvent.click(screen.getByRole('button', { name: /^Deny/ }))
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }))
    // Denied: the server's ok dismisses the notification (the lists drop it).
    await vi.waitFor(() =>
      expect(readEntity(getAccountCache(store, ACCOUNT), 'notifications', '9')).toBeUndefined(),
    )
    expect(client.to('POST', '/api/v1/follow_requests/u2/reject')).toHaveLength(1)
  })

  it('keeps a notification from a muted sender folded until it is shown', async () => {
    renderRow(notification('6', { type: 'like', status_id: 's1' }), {
      relationships: [relationship('u2', { muting: true })],
    })
    expect(screen.queryByText('my cat in a box')).toBeNull()
    screen.getByRole('article', { name: 'Notification from Bob, who you muted' })
    await userEvent.click(screen.getByRole('button', { name: 'Show' }))
    screen.getByRole('article', { name: 'Bob favorited your status' })
    screen.getByText('my cat in a box')
  })

  it('offers to dismiss it', () => {
    renderRow(notification('7', { type: 'follow' }))
    screen.getByRole('button', { name: 'Dismiss notification' })
  })
})
