import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Alert } from './Alert'
import { Avatar } from './Avatar'
import { clockListenerCount } from './clock'
import { Icon } from './Icon'
import { Menu } from './Menu'
import { Modal } from './Modal'
import { RelativeTime } from './RelativeTime'
import { renderUi } from './test-render'
import { UserHandle, UserName } from './UserName'

afterEach(() => {
  vi.useRealTimers()
})

describe('Icon', () => {
  it('is hidden decoration without a title and a named image with one', () => {
    const { container } = renderUi(<Icon name="reply" />)
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    renderUi(<Icon name="lock" title="Followers only" />)
    expect(screen.getByRole('img', { name: 'Followers only' })).toBeInTheDocument()
  })
})

describe('Avatar', () => {
  it('falls back to the instance default avatar when the image fails', () => {
    renderUi(<Avatar src="https://a.example/me.png" fallback="https://i.example/d.png" alt="A" />)
    const img = screen.getByRole('img', { name: 'A' })
    expect(img).toHaveAttribute('src', 'https://a.example/me.png')
    fireEvent.error(img)
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('src', 'https://i.example/d.png')
  })

  it('never loads a javascript: or data: avatar', () => {
    renderUi(<Avatar src="javascript:alert(1)" fallback="data:image/png,xx" alt="B" />)
    const shown = screen.getByRole('img', { name: 'B' })
    expect(shown.tagName).toBe('SPAN')
  })
})

describe('RelativeTime', () => {
  it('shows a relative time, updates it every 60 s on one shared timer, and stops', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T12:00:00Z') })
    const view = renderUi(
      <>
        <RelativeTime date="2026-01-01T11:58:30Z" />
        <RelativeTime date="2026-01-01T11:00:00Z" variant="compact" />
      </>,
    )
    expect(screen.getByText('1 minute ago')).toBeInTheDocument()
    expect(screen.getByText('1h')).toBeInTheDocument()
    expect(clockListenerCount()).toBe(2)
    expect(vi.getTimerCount()).toBe(1)
    act(() => {
      vi.advanceTimersByTime(60_000)
    })
    expect(screen.getByText('2 minutes ago')).toBeInTheDocument()
    view.unmount()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('reads "now" under a minute and short units up to a week', () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') })
    renderUi(
      <>
        <RelativeTime date="2026-03-10T11:59:30Z" variant="compact" />
        <RelativeTime date="2026-03-10T11:55:00Z" variant="compact" />
        <RelativeTime date="2026-03-08T12:00:00Z" variant="compact" />
      </>,
    )
    expect(screen.getByText('now')).toBeInTheDocument()
    expect(screen.getByText('5m')).toBeInTheDocument()
    expect(screen.getByText('2d')).toBeInTheDocument()
  })

  it('shows the date for times older than a week, the full date and time as its tooltip', () => {
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') })
    renderUi(
      <>
        <RelativeTime date="2026-02-20T09:30:00Z" variant="compact" />
        <RelativeTime date="2025-10-20T09:30:00Z" />
      </>,
    )
    const thisYear = screen.getByText('Feb 20')
    expect(thisYear).toHaveAttribute('dateTime', '2026-02-20T09:30:00.000Z')
    expect(thisYear.getAttribute('title')).toMatch(/Feb 20, 2026/)
    expect(screen.getByText('Oct 20, 2025')).toBeInTheDocument()
    expect(screen.queryByText(/yr\.|ago/)).toBeNull()
  })

  it('says "unknown time" for a bad date', () => {
    renderUi(<RelativeTime date="not a date" />)
    expect(screen.getByText('unknown time')).toBeInTheDocument()
  })
})

describe('UserName', () => {
  it('renders markup in a name as text and substitutes custom emoji', () => {
    const { container } = renderUi(
      <UserName
        name={'<b>x</b> :blob:'}
        screenName="x"
        emojis={[{ shortcode: 'blob', url: 'https://e.example/b.png' }]}
      />,
    )
    expect(container.querySelector('b')).toBeNull()
    expect(container.textContent).toContain('<b>x</b>')
    expect(screen.getByRole('img', { name: ':blob:' })).toHaveAttribute(
      'src',
      'https://e.example/b.png',
    )
  })

  it('removes bidi overrides and falls back to the handle', () => {
    const { container } = renderUi(
      <>
        <UserName name={'evil\u202Egnp.exe'} screenName="e" />
        <UserName name="  " screenName="alice" />
        <UserHandle handle="bob@remote.example" />
      </>,
    )
    expect(container.textContent).not.toContain('\u202E')
    expect(screen.getByText('alice')).toBeInTheDocument()
    expect(screen.getByText('@bob@remote.example')).toBeInTheDocument()
  })
})

describe('Alert', () => {
  it('is announced and dismissible', async () => {
    const onDismiss = vi.fn()
    renderUi(<Alert onDismiss={onDismiss}>Boom</Alert>)
    expect(screen.getByRole('alert')).toHaveTextContent('Boom')
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(onDismiss).toHaveBeenCalledOnce()
  })
})

describe('Menu', () => {
  function renderMenu() {
    const chosen: string[] = []
    const items = ['One', 'Two', 'Three'].map((label) => ({
      id: label,
      label,
      onSelect: () => chosen.push(label),
    }))
    renderUi(<Menu label="More actions" items={items} />)
    return chosen
  }

  it('opens from the keyboard, moves with arrows (wrapping), and returns focus on Escape', async () => {
    const user = userEvent.setup()
    renderMenu()
    const button = screen.getByRole('button', { name: 'More actions' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    button.focus()
    await user.keyboard('{ArrowDown}')
    await waitFor(() => {
      expect(screen.getByRole('menuitem', { name: 'One' })).toHaveFocus()
    })
    await user.keyboard('{ArrowUp}')
    expect(screen.getByRole('menuitem', { name: 'Three' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'One' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('menuitem', { name: 'Three' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(button).toHaveFocus()
  })

  it('runs the chosen item and closes', async () => {
    const user = userEvent.setup()
    const chosen = renderMenu()
    await user.click(screen.getByRole('button', { name: 'More actions' }))
    await user.click(screen.getByRole('menuitem', { name: 'Two' }))
    expect(chosen).toEqual(['Two'])
    expect(screen.queryByRole('menu')).toBeNull()
  })
})

describe('Modal', () => {
  it('is a labelled dialog that traps focus, closes on Escape and restores focus', async () => {
    const user = userEvent.setup()
    const onClose = vi.fn()
    renderUi(<button type="button">Opener</button>)
    const opener = screen.getByRole('button', { name: 'Opener' })
    opener.focus()
    const view = renderUi(
      <Modal title="History" onClose={onClose}>
        <button type="button">Inside</button>
      </Modal>,
    )
    expect(screen.getByRole('dialog', { name: 'History' })).toBeInTheDocument()
    // Modal: the rest of the page is hidden from assistive technology while it is open.
    expect(screen.queryByRole('button', { name: 'Opener' })).toBeNull()
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    })
    await user.tab()
    expect(screen.getByRole('button', { name: 'Inside' })).toHaveFocus()
    // Past the last control focus may rest outside the document (the browser's own controls,
    // here <body>) but comes back to the dialog, never to the page behind it.
    const dialog = screen.getByRole('dialog', { name: 'History' })
    await user.tab()
    if (!dialog.contains(document.activeElement)) {
      expect(document.activeElement).toBe(document.body)
      await user.tab()
    }
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledOnce()
    view.unmount()
    expect(opener).toHaveFocus()
  })
})
