import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../state/errors'
import LoginScreen from './LoginScreen'
import { currentLocation, renderScreen } from './test-render'

const flow = vi.hoisted(() => ({ passwordSignIn: vi.fn(), mfaSignIn: vi.fn() }))
vi.mock('../../accounts/sign-in-flow', () => flow)

const signedInAccount = {
  key: 'alice@social.example',
  baseUrl: 'https://social.example',
  userId: '1',
  nickname: 'alice',
  token: 't',
  role: 'member',
  expired: false,
}

async function submitPassword(password = 'akkoma') {
  await userEvent.type(screen.getByLabelText('Username'), 'alice')
  await userEvent.type(screen.getByLabelText('Password'), password)
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
}

describe('the login panel', () => {
  beforeEach(() => {
    flow.passwordSignIn.mockReset()
    flow.mfaSignIn.mockReset()
  })

  it('shows the forgot-password link, and the register link only when registration is open', () => {
    renderScreen(<LoginScreen />, { config: { registrationOpen: false } })
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/password-reset',
    )
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull()
  })

  it('links to registration when it is open', () => {
    renderScreen(<LoginScreen />, { config: { registrationOpen: true } })
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/registration')
  })

  it('disables Login while logging in, then goes to friends', async () => {
    let finish: (value: unknown) => void = () => undefined
    flow.passwordSignIn.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    renderScreen(<LoginScreen />, { path: '/login' })
    await submitPassword()
    expect(await screen.findByRole('button', { name: 'Logging in…' })).toBeDisabled()
    expect(flow.passwordSignIn).toHaveBeenCalledWith(expect.anything(), 'https://social.example', {
      username: 'alice',
      password: 'akkoma',
    })
    act(() => {
      finish({ kind: 'signed-in', account: signedInAccount })
    })
    await waitFor(() => expect(currentLocation()).toBe('/main/friends'))
  })

  it.each([
    [new ApiError({ kind: 'http', status: 401 }), 'Wrong username or password'],
    [new ApiError({ kind: 'http', status: 403 }), 'An error occurred, please try again'],
    [new ApiError({ kind: 'network', status: 0 }), 'Failed to connect to server, try again'],
  ])('shows the error text and refocuses the password (%s)', async (error, text) => {
    flow.passwordSignIn.mockImplementation(() => Promise.reject(error))
    renderScreen(<LoginScreen />)
    await submitPassword()
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus())
  })

  it('moves to the code screen on mfa_required, to recovery and back, and cancels', async () => {
    flow.passwordSignIn.mockResolvedValue({
      kind: 'mfa',
      mfaToken: 'mfa',
      baseUrl: 'https://social.example',
    })
    renderScreen(<LoginScreen />)
    await submitPassword()
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Enter a recovery code' }))
    expect(screen.getByLabelText('Recovery code')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Enter a two-factor code' }))
    expect(screen.getByLabelText('Authentication code')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByLabelText('Password')).toBeVisible()
  })

  it('shows the server error of a refused code in a closable banner and clears the code', async () => {
    flow.passwordSignIn.mockResolvedValue({
      kind: 'mfa',
      mfaToken: 'mfa',
      baseUrl: 'https://social.example',
    })
    flow.mfaSignIn.mockRejectedValue(
      new ApiError({ kind: 'http', status: 400, serverMessage: 'Invalid code' }),
    )
    renderScreen(<LoginScreen />)
    await submitPassword()
    await userEvent.type(await screen.findByLabelText('Authentication code'), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid code')
    expect(screen.getByLabelText('Authentication code')).toHaveValue('')
    expect(flow.mfaSignIn).toHaveBeenCalledWith(
      expect.anything(),
      { kind: 'mfa', mfaToken: 'mfa', baseUrl: 'https://social.example' },
      '123456',
      'totp',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('sends a required password reset to the password-reset route', async () => {
    flow.passwordSignIn.mockResolvedValue({ kind: 'password-reset-required' })
    renderScreen(<LoginScreen />)
    await submitPassword()
    await waitFor(() =>
      expect(currentLocation()).toBe('/password-reset?passwordResetRequested=true'),
    )
  })

  it('describes the token strategy instead of asking for a password', () => {
    renderScreen(<LoginScreen />, { config: { loginMethod: 'token' } })
    expect(screen.getByText(/Log in with OAuth/)).toBeVisible()
    expect(screen.queryByLabelText('Password')).toBeNull()
    expect(screen.getByRole('button', { name: 'Log in on the instance' })).toBeEnabled()
  })
})
