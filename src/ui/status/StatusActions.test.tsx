import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { status, user } from '../../entities/test-factories'
import { StatusCard } from './StatusCard'
import { ACTION_ANIMATION_MS } from './use-status-controller'
import { settingsAtoms } from '../../settings/store'
import { ACCOUNT, fakeActions, renderWithEnv } from './test-env'

const alice = user('u1', { name: 'Alice', screen_name: 'alice', screen_name_ui: 'alice' })
const me = user('me', { name: 'Me', screen_name: 'me', screen_name_ui: 'me' })
const mod = user('mod', { name: 'Mod', rights: { moderator: true, admin: false } })
const failure = {
  ok: false as const,
  error: { descriptor: { id: 'x.err', defaultMessage: 'Server says no' } },
}

afterEach(() => {
  vi.useRealTimers()
})

async function menuItems(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'More actions' }))
  return screen.getAllByRole('menuitem').map((item) => item.textContent)
}

describe('action bar and extra menu permissions', () => {
  it('offers a visitor remote-interaction links instead of actions', () => {
    renderWithEnv(<StatusCard statusId="1" />, { statuses: [status('1')], users: [alice] })
    const reply = screen.getByRole('link', { name: 'Reply (on your own server)' })
    expect(reply).toHaveAttribute('href', 'https://local.example/main/ostatus?status_id=1')
    expect(screen.getByRole('link', { name: 'Favourite (on your own server)' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Repeat (on your own server)' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Quote' })).toBeNull()
  })

  it('gives a signed-in reader of someone else’s public post no pin, edit or delete', async () => {
    const u = userEvent.setup()
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1')],
      users: [alice],
      env: { viewer: me, onReport: vi.fn() },
    })
    expect(screen.getByRole('button', { name: 'Quote' })).toBeInTheDocument()
    expect(await menuItems(u)).toEqual([
      'Bookmark',
      'Mute conversation',
      'Copy link to post',
      'Translate',
      'Report',
    ])
  })

  it('gives the author pin, edit, redraft and delete on a public post', async () => {
    const u = userEvent.setup()
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { user_id: 'me', edited_at: '2024-01-02T00:00:00Z' })],
      users: [me],
      env: { viewer: me },
    })
    expect(await menuItems(u)).toEqual([
      'Bookmark',
      'Pin on profile',
      'Mute conversation',
      'Copy link to post',
      'Edit',
      'Edit history',
      'Translate',
      'Delete & redraft',
      'Delete post',
    ])
  })

  it('never repeats a direct post, repeats private only for the owner, quotes neither', () => {
    renderWithEnv(
      <>
        <StatusCard statusId="1" />
        <StatusCard statusId="2" />
        <StatusCard statusId="3" />
      </>,
      {
        statuses: [
          status('1', { visibility: 'direct' }),
          status('2', { visibility: 'private' }),
          status('3', { visibility: 'private', user_id: 'me' }),
        ],
        users: [alice, me],
        env: { viewer: me },
      },
    )
    const [direct, other, own] = screen.getAllByRole('article')
    expect(within(direct!).getByRole('button', { name: 'Cannot be repeated' })).toBeDisabled()
    expect(within(other!).getByRole('button', { name: 'Cannot be repeated' })).toBeDisabled()
    expect(within(own!).getByRole('button', { name: 'Repeat' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Quote' })).toBeNull()
  })

  it('lets a moderator delete anyone’s post', async () => {
    const u = userEvent.setup()
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1')],
      users: [alice],
      env: { viewer: mod },
    })
    expect(await menuItems(u)).toContain('Delete post')
  })
})

describe('actions', () => {
  it('favourites with a 500 ms animation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const actions = fakeActions()
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) })
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1')],
      users: [alice],
      env: { viewer: me, actions },
    })
    const button = screen.getByRole('button', { name: 'Favourite' })
    await u.click(button)
    expect(actions.favourite).toHaveBeenCalledWith('1', true)
    expect(button).toHaveClass('action-animate')
    act(() => {
      vi.advanceTimersByTime(ACTION_ANIMATION_MS)
    })
    expect(button).not.toHaveClass('action-animate')
  })

  it('asks before repeating with modalOnRepeat, and not when undoing a repeat', async () => {
    const u = userEvent.setup()
    const actions = fakeActions()
    renderWithEnv(
      <>
        <StatusCard statusId="1" />
        <StatusCard statusId="2" />
      </>,
      {
        statuses: [status('1'), status('2', { repeated: true })],
        users: [alice],
        settings: { modalOnRepeat: true },
        env: { viewer: me, actions },
      },
    )
    await u.click(screen.getByRole('button', { name: 'Repeat' }))
    expect(actions.repeat).not.toHaveBeenCalled()
    const dialog = screen.getByRole('dialog', { name: 'Repeat confirmation' })
    await u.click(within(dialog).getByRole('button', { name: 'Repeat' }))
    expect(actions.repeat).toHaveBeenCalledWith('1', true)
    await u.click(screen.getByRole('button', { name: 'Undo repeat' }))
    expect(actions.repeat).toHaveBeenCalledWith('2', false)
  })

  it('asks before deleting with modalOnDelete; cancelling keeps the post', async () => {
    const u = userEvent.setup()
    const actions = fakeActions()
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { user_id: 'me' })],
      users: [me],
      env: { viewer: me, actions },
    })
    await u.click(screen.getByRole('button', { name: 'More actions' }))
    await u.click(screen.getByRole('menuitem', { name: 'Delete post' }))
    await u.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(actions.remove).not.toHaveBeenCalled()
    await u.click(screen.getByRole('button', { name: 'More actions' }))
    await u.click(screen.getByRole('menuitem', { name: 'Delete post' }))
    await u.click(screen.getByRole('button', { name: 'Delete' }))
    expect(actions.remove).toHaveBeenCalledWith('1')
  })

  it('redraft without modalOnDelete opens the composer at once, which deletes after posting', async () => {
    const u = userEvent.setup()
    const actions = fakeActions()
    const onRedraft = vi.fn()
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { user_id: 'me' })],
      users: [me],
      settings: { modalOnDelete: false },
      env: { viewer: me, actions, onRedraft },
    })
    await u.click(screen.getByRole('button', { name: 'More actions' }))
    await u.click(screen.getByRole('menuitem', { name: 'Delete & redraft' }))
    expect(onRedraft).toHaveBeenCalledOnce()
    expect(actions.remove).not.toHaveBeenCalled()
  })

  it('shows a menu failure on the status, dismissible, and clears it on the next success', async () => {
    const u = userEvent.setup()
    const bookmark = vi
      .fn()
      .mockResolvedValueOnce(failure)
      .mockResolvedValue({ ok: true, value: undefined })
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1')],
      users: [alice],
      env: { viewer: me, actions: fakeActions({ bookmark }) },
    })
    await u.click(screen.getByRole('button', { name: 'More actions' }))
    await u.click(screen.getByRole('menuitem', { name: 'Bookmark' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Server says no')
    await u.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
    await u.click(screen.getByRole('button', { name: 'More actions' }))
    await u.click(screen.getByRole('menuitem', { name: 'Bookmark' }))
    await waitFor(() => {
      expect(bookmark).toHaveBeenCalledTimes(2)
    })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('translates into the interface language by default, warns when the translator lacks it', async () => {
    const u = userEvent.setup()
    const actions = fakeActions()
    const translator =
      (codes: string[]) =>
      ({ path }: { path: string }) =>
        path === '/api/v1/akkoma/translation/languages'
          ? { source: [], target: codes.map((code) => ({ code, name: code })) }
          : new Promise(() => undefined)
    const view = renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1')],
      users: [alice],
      env: { viewer: me, actions },
      server: translator(['de', 'fr']),
    })
    await u.click(screen.getByRole('button', { name: 'More actions' }))
    await u.click(screen.getByRole('menuitem', { name: 'Translate' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No translation target language set')
    expect(actions.translate).not.toHaveBeenCalled()
    view.unmount()
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1')],
      users: [alice],
      env: { viewer: me, actions },
      server: translator(['de', 'EN-GB', 'EN-US']),
    })
    await u.click(screen.getByRole('button', { name: 'More actions' }))
    await u.click(screen.getByRole('menuitem', { name: 'Translate' }))
    await waitFor(() => {
      expect(actions.translate).toHaveBeenCalledWith('1', 'EN-GB')
    })
  })

  it('translates into the translationLanguage setting when set, and offers the others', async () => {
    const u = userEvent.setup()
    const actions = fakeActions()
    const view = renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { translation: { detected_language: 'fr', text: 'Hallo' } })],
      users: [alice],
      settings: { translationLanguage: 'de' },
      env: { viewer: me, actions },
      server: ({ path }) =>
        path === '/api/v1/akkoma/translation/languages'
          ? {
              source: [],
              target: [
                { code: 'de', name: 'German' },
                { code: 'it', name: 'Italian' },
              ],
            }
          : new Promise(() => undefined),
    })
    await u.click(screen.getByRole('button', { name: 'More actions' }))
    await u.click(screen.getByRole('menuitem', { name: 'Translate' }))
    expect(actions.translate).toHaveBeenCalledWith('1', 'de')
    const choice = await screen.findByRole('button', { name: 'Translate to German' })
    await u.click(choice)
    await u.click(await screen.findByRole('option', { name: 'Italian' }))
    expect(actions.translate).toHaveBeenLastCalledWith('1', 'it')
    expect(view.store.get(settingsAtoms(view.store, ACCOUNT).effective).translationLanguage).toBe(
      'it',
    )
  })

  it('opens the edit history and refetches when edited_at changes', async () => {
    const u = userEvent.setup()
    const author = { id: 'me', acct: 'me', username: 'me' }
    const edits = [
      { account: author, content: '<p>first</p>', created_at: '2024-01-01T00:00:00Z' },
      { account: author, content: '<p>second</p>', created_at: '2024-01-02T00:00:00Z' },
    ]
    const server = vi.fn(({ path }: { path: string }) =>
      path === '/api/v1/statuses/1/history' ? edits : [],
    )
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { user_id: 'me', edited_at: '2024-01-02T00:00:00Z' })],
      users: [me],
      env: { viewer: me },
      server,
    })
    await u.click(screen.getByRole('button', { name: 'More actions' }))
    await u.click(screen.getByRole('menuitem', { name: 'Edit history' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit history' })
    expect(await within(dialog).findByText('second')).toBeInTheDocument()
    const items = within(dialog).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('second')
    expect(server).toHaveBeenCalledTimes(1)
  })
})
