import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { apiRelationship, relationship, user } from '../../entities/test-factories'
import { getAccountCache, readEntity } from '../../state/entity-cache'
import type { Handler } from '../../state/test-client'
import { settingsOpenerAtom } from '../common/settings-opener'
import { ACCOUNT, renderWithEnv } from '../status/test-env'
import { userCardAdminToolsAtom } from './admin-tools-slot'
import { reportRequestAtom } from './report/report-request'
import { UserCard } from './UserCard'

const me = user('me', { screen_name: 'me' })
const bob = user('bob', {
  screen_name: 'bob',
  name: 'Bob',
  statuses_count: 10,
  friends_count: 3,
  followers_count: 1,
  created_at: new Date(Date.now() - 5 * 86_400_000).toISOString(),
})
const carol = user('carol', {
  screen_name: 'carol@remote.example',
  screen_name_ui: 'carol@remote.example',
  statusnet_profile_url: 'https://remote.example/users/carol',
  is_local: false,
})

/** The relationship the card asks for when it opens, then whatever the action answers. */
function server(held: Record<string, unknown> = {}): Handler {
  return ({ method, path }) => {
    if (method === 'GET' && path === '/api/v1/accounts/relationships') {
      return [apiRelationship({ id: 'bob', ...held })]
    }
    if (path.endsWith('/follow')) return apiRelationship({ id: 'bob', following: true })
    if (path.endsWith('/unfollow')) return apiRelationship({ id: 'bob' })
    if (path.endsWith('/block')) return apiRelationship({ id: 'bob', blocking: true })
    return apiRelationship({ id: 'bob', ...held })
  }
}

function renderCard(
  userId: string,
  options: { viewer?: typeof me | null; held?: Record<string, unknown>; settings?: object } = {},
) {
  const onClose = vi.fn()
  const rendered = renderWithEnv(<UserCard userId={userId} onClose={onClose} />, {
    users: [me, bob, carol],
    relationships: [relationship('bob', options.held ?? {})],
    server: server(options.held),
    settings: options.settings ?? {},
    env: { viewer: options.viewer === undefined ? me : options.viewer, onMention: vi.fn() },
  })
  return { ...rendered, onClose }
}

describe('the user card', () => {
  it('leaves out the counts and the daily average with hideUserStats', async () => {
    renderCard('bob', { settings: { hideUserStats: true } })
    expect(await screen.findByText('Bob')).toBeTruthy()
    expect(screen.queryByRole('link', { name: '10 statuses' })).toBeNull()
    expect(screen.queryByText(/per day/)).toBeNull()
  })

  it('shows the counts, the daily average, badges and the relationship notes', async () => {
    renderCard('bob', { held: { followed_by: true } })
    expect(await screen.findByText('Follows you!')).toBeTruthy()
    expect(screen.getByRole('link', { name: '10 statuses' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '3 following' })).toBeTruthy()
    expect(screen.getByRole('link', { name: '1 follower' })).toBeTruthy()
    // round(10 / 5 days)
    expect(screen.getByText('2 per day')).toBeTruthy()
  })

  it('says hidden for the counts the account hides from others', () => {
    renderWithEnv(<UserCard userId="h" onClose={vi.fn()} />, {
      users: [me, user('h', { hide_follows_count: true, hide_followers_count: true })],
      env: { viewer: me },
      server: () => new Promise(() => undefined),
    })
    expect(screen.getByText('Following: hidden')).toBeTruthy()
    expect(screen.getByText('Followers: hidden')).toBeTruthy()
  })

  it('offers a signed-in viewer follow, mention, the menu and the highlight; subscribe only while following', async () => {
    const user$ = userEvent.setup()
    const { client } = renderCard('bob')
    const follow = await screen.findByRole('button', { name: 'Follow' })
    expect(screen.queryByRole('button', { name: 'Notify me of new posts' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Mention' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'More actions for @bob' })).toBeTruthy()
    expect(screen.getByRole('button', { name: /Highlight their posts/ })).toBeTruthy()
    await user$.click(follow)
    await screen.findByRole('button', { name: 'Following' })
    expect(client.to('POST', '/api/v1/accounts/bob/follow')).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Notify me of new posts' })).toBeTruthy()
  })

  it('lists the menu items by relationship: repeats while following, remove a follower, domain for remote', async () => {
    const user$ = userEvent.setup()
    renderCard('bob', { held: { following: true, followed_by: true } })
    await user$.click(await screen.findByRole('button', { name: 'More actions for @bob' }))
    const menu = await screen.findByRole('menu')
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent)
    expect(items).toEqual([
      'Mute',
      'Mute for a while…',
      'Block',
      'Hide repeats',
      'Remove this follower',
      'Report',
    ])
  })

  it('offers to mute the domain of a remote account', async () => {
    const user$ = userEvent.setup()
    renderCard('carol')
    await user$.click(
      await screen.findByRole('button', { name: 'More actions for @carol@remote.example' }),
    )
    expect(await screen.findByRole('menuitem', { name: 'Mute remote.example' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open on their own server' })).toBeTruthy()
  })

  it('asks before blocking (modalOnBlock), and blocks on yes', async () => {
    const user$ = userEvent.setup()
    const { client, store } = renderCard('bob')
    await user$.click(await screen.findByRole('button', { name: 'More actions for @bob' }))
    await user$.click(await screen.findByRole('menuitem', { name: 'Block' }))
    const dialog = await screen.findByRole('dialog', { name: 'Block user' })
    expect(client.to('POST', '/api/v1/accounts/bob/block')).toHaveLength(0)
    await user$.click(within(dialog).getByRole('button', { name: 'Block' }))
    await waitFor(() => {
      expect(client.to('POST', '/api/v1/accounts/bob/block')).toHaveLength(1)
    })
    const held = readEntity(getAccountCache(store, ACCOUNT), 'relationships', 'bob')
    expect(held?.blocking).toBe(true)
  })

  it('asks before unfollowing only with modalOnUnfollow', async () => {
    const user$ = userEvent.setup()
    const { client } = renderCard('bob', {
      held: { following: true },
      settings: { modalOnUnfollow: true },
    })
    await user$.click(await screen.findByRole('button', { name: 'Following' }))
    const dialog = await screen.findByRole('dialog', { name: 'Unfollow user' })
    await user$.click(within(dialog).getByRole('button', { name: 'Unfollow' }))
    await waitFor(() => {
      expect(client.to('POST', '/api/v1/accounts/bob/unfollow')).toHaveLength(1)
    })
  })

  it('turns the follow button off for a deactivated account or one that blocks the viewer', async () => {
    renderCard('bob', { held: { blocked_by: true } })
    const button = await screen.findByRole('button', { name: 'Follow' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText('Blocks you!')).toBeTruthy()
  })

  it('opens the report dialog of the app from the menu', async () => {
    const user$ = userEvent.setup()
    const { store, onClose } = renderCard('bob')
    await user$.click(await screen.findByRole('button', { name: 'More actions for @bob' }))
    await user$.click(await screen.findByRole('menuitem', { name: 'Report' }))
    expect(store.get(reportRequestAtom)).toEqual({ account: ACCOUNT, userId: 'bob' })
    expect(onClose).toHaveBeenCalled()
  })

  it('stores the highlight of the account in the settings', async () => {
    const user$ = userEvent.setup()
    const { store } = renderCard('bob')
    await user$.click(await screen.findByRole('button', { name: /Highlight their posts/ }))
    await user$.click(await screen.findByRole('option', { name: 'Side stripe' }))
    const { settingsAtoms } = await import('../../settings/store')
    expect(store.get(settingsAtoms(store, ACCOUNT).effective).highlight).toEqual({
      bob: { type: 'side', color: '#FFFFFF' },
    })
    expect(screen.getByLabelText('Highlight colour')).toBeTruthy()
  })

  it('shows a visitor the remote follow on a local account only, and no actions', () => {
    renderCard('bob', { viewer: null })
    const form = screen.getByRole('button', { name: 'Remote follow' }).closest('form')
    expect(form?.getAttribute('action')).toBe('https://local.example/main/ostatus')
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Highlight/ })).toBeNull()
  })

  it('shows no remote follow on a remote account to a visitor', () => {
    renderCard('carol', { viewer: null })
    expect(screen.queryByRole('button', { name: 'Remote follow' })).toBeNull()
  })

  it('shows one own card no actions; edit profile only once settings can open', () => {
    const { store } = renderCard('me')
    expect(screen.getByText('It’s you!')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'RSS feed' })).toBeNull()
    const open = vi.fn()
    act(() => {
      store.set(settingsOpenerAtom, { open })
    })
    screen.getByRole('button', { name: 'Edit profile' }).click()
    expect(open).toHaveBeenCalledWith('profile')
  })

  it('renders the admin tools slot for admins only, once the moderation work fills it', () => {
    const admin = user('me', { screen_name: 'me', role: 'admin' })
    const { store } = renderCard('bob', { viewer: admin })
    act(() => {
      store.set(userCardAdminToolsAtom, { render: () => <p>admin tools here</p> })
    })
    expect(screen.getByText('admin tools here')).toBeTruthy()
  })
})
