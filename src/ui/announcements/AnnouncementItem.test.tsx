import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Announcement } from '../../entities/misc'
import { renderWithEnv } from '../status/test-env'
import { AnnouncementItem } from './AnnouncementItem'

const announcement = (over: Partial<Announcement> = {}): Announcement => ({
  id: 'a1',
  content: '<p>Welcome to the <strong>instance</strong> :party: <script>alert(1)</script></p>',
  raw_content: null,
  starts_at: null,
  ends_at: null,
  all_day: false,
  published_at: '2025-10-20T10:00:00Z',
  updated_at: null,
  read: false,
  inactive: false,
  emojis: [{ shortcode: 'party', url: 'https://local.example/party.png', static_url: '' }],
  reactions: [],
  ...over,
})

function renderItem(item: Announcement, canReact = false) {
  const handlers = { onMarkRead: vi.fn(), onReact: vi.fn() }
  const rendered = renderWithEnv(
    <AnnouncementItem
      announcement={item}
      canReact={canReact}
      posinset={1}
      setsize={1}
      {...handlers}
    />,
  )
  return { ...rendered, handlers }
}

describe('an announcement', () => {
  it('shows its content sanitised with its emoji, unread, and marks read', async () => {
    const { handlers, container } = renderItem(announcement())
    const article = screen.getByRole('article')
    expect(article.textContent).toContain('Welcome to the instance')
    expect(container.querySelector('script')).toBeNull()
    expect(screen.getByRole('img', { name: ':party:' })).toBeTruthy()
    expect(screen.getByText('Unread')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Mark as read' }))
    expect(handlers.onMarkRead).toHaveBeenCalledWith('a1')
  })

  it('cannot be marked read when inactive, and says so', () => {
    renderItem(announcement({ inactive: true }))
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Mark as read' })
    expect(button.disabled).toBe(true)
    expect(screen.getByText('This announcement is inactive')).toBeTruthy()
    expect(screen.queryByText('Unread')).toBeNull()
  })

  it('says when it runs, the date alone for an all-day one', () => {
    renderItem(
      announcement({
        starts_at: '2025-10-20T10:00:00Z',
        ends_at: '2025-10-22T10:00:00Z',
        all_day: true,
        read: true,
      }),
    )
    const schedule = document.querySelector('.announcement-schedule')?.textContent ?? ''
    expect(schedule).toMatch(/Oct 20, 2025 – Oct 22, 2025/)
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Read' }).disabled).toBe(true)
  })

  it('toggles the reader’s reaction where the server has reactions, and shows them read-only elsewhere', async () => {
    const reactions = [{ name: '🎉', count: 2, me: true, url: null }]
    const { handlers, unmount } = renderItem(announcement({ reactions }), true)
    await userEvent.click(screen.getByRole('button', { name: '🎉: 2 reactions, including yours' }))
    expect(handlers.onReact).toHaveBeenCalledWith('a1', '🎉', false)
    expect(screen.getByRole('button', { name: 'Add reaction' })).toBeTruthy()
    unmount()
    renderItem(announcement({ reactions }), false)
    const shown = screen.getByRole<HTMLButtonElement>('button', {
      name: '🎉: 2 reactions, including yours',
    })
    expect(shown.disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Add reaction' })).toBeNull()
  })
})
