import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Notification } from '../../entities/notification'
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

  it('leads a follow to the profile, a move to its target, a follow request to the requests', () => {
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
    expect(
      screen.getByRole('link', { name: 'Approve or deny in follow requests' }).getAttribute('href'),
    ).toBe('/friend-requests')
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
