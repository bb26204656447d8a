import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { accountsAtom, activeAccountAtom, dispatchAccountsAtom } from '../../accounts/store'
import { settingsAtoms } from '../../settings/store'
import AccountBar from './AccountBar'
import { currentLocation, renderScreen } from './test-render'

const session = vi.hoisted(() => ({ signOut: vi.fn() }))
vi.mock('../../accounts/session', () => session)

const account = (nickname: string) => ({
  key: `${nickname}@social.example`,
  baseUrl: 'https://social.example',
  userId: nickname,
  nickname,
  token: `t-${nickname}`,
  role: 'member' as const,
})

function renderBar(modalOnLogout: boolean) {
  const { store } = renderScreen(<AccountBar />, { path: '/main/friends' })
  act(() => {
    store.set(dispatchAccountsAtom, { type: 'signed-in', account: account('alice') })
    store.set(dispatchAccountsAtom, { type: 'signed-in', account: account('bob') })
    store.set(settingsAtoms(store, 'bob@social.example').user, { modalOnLogout })
  })
  return store
}

const openMenu = () =>
  userEvent.click(screen.getByRole('button', { name: 'Accounts of bob@social.example' }))

describe('the account bar', () => {
  beforeEach(() => {
    session.signOut.mockReset()
    session.signOut.mockResolvedValue(undefined)
  })

  it('offers a login link to visitors', () => {
    renderScreen(<AccountBar />)
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  })

  it('switches the active account', async () => {
    const store = renderBar(true)
    await openMenu()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Switch to alice@social.example' }))
    expect(store.get(activeAccountAtom)?.key).toBe('alice@social.example')
    expect(store.get(accountsAtom)).toHaveLength(2)
  })

  it('adds another account through the login page', async () => {
    renderBar(true)
    await openMenu()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Add another account' }))
    expect(currentLocation()).toBe('/login')
  })

  it('asks before logging out when modalOnLogout is set, and cancel keeps the account', async () => {
    renderBar(true)
    await openMenu()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }))
    const dialog = screen.getByRole('dialog', { name: 'Log out' })
    expect(dialog).toHaveTextContent('Do you really want to log out of bob@social.example?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(session.signOut).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Accounts of bob@social.example' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }))
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Log out' })).getByRole('button', {
        name: 'Log out',
      }),
    )
    await waitFor(() =>
      expect(session.signOut).toHaveBeenCalledWith(expect.anything(), 'bob@social.example'),
    )
    expect(currentLocation()).toBe('/main/public')
  })

  it('logs out at once, to /main/public, when modalOnLogout is off', async () => {
    renderBar(false)
    await openMenu()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() =>
      expect(session.signOut).toHaveBeenCalledWith(expect.anything(), 'bob@social.example'),
    )
    expect(currentLocation()).toBe('/main/public')
  })
})
