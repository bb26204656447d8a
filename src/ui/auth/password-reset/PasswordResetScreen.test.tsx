import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../state/errors'
import { renderScreen } from '../test-render'
import PasswordResetScreen from './PasswordResetScreen'

const api = vi.hoisted(() => ({ requestPasswordReset: vi.fn() }))
vi.mock('../../../api/oauth', () => api)

const rejectWith = (error: Error) => () => Promise.reject(error)

async function request() {
  await userEvent.type(screen.getByLabelText(/Enter your email address/), 'alice@example.org')
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }))
}

describe('the password reset page', () => {
  // A block body: a function returned from beforeEach would run as its teardown.
  beforeEach(() => {
    api.requestPasswordReset.mockReset()
  })

  it('is idle with the button disabled until something is typed', () => {
    renderScreen(<PasswordResetScreen />, { config: { mailerEnabled: true } })
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled()
  })

  it('disables the form while pending, then says to check the email', async () => {
    let finish: () => void = () => undefined
    api.requestPasswordReset.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)))
    renderScreen(<PasswordResetScreen />, { config: { mailerEnabled: true } })
    await request()
    expect(screen.getByLabelText(/Enter your email address/)).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeDisabled()
    await waitFor(() =>
      expect(api.requestPasswordReset).toHaveBeenCalledWith(expect.anything(), 'alice@example.org'),
    )
    act(() => {
      finish()
    })
    expect(
      await screen.findByText('Check your email for a link to reset your password.'),
    ).toBeVisible()
  })

  it('says too many requests on 429', async () => {
    api.requestPasswordReset.mockImplementation(
      rejectWith(new ApiError({ kind: 'http', status: 429 })),
    )
    renderScreen(<PasswordResetScreen />, { config: { mailerEnabled: true } })
    await request()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have reached the limit of attempts, try again later.',
    )
  })

  it.each([
    new ApiError({ kind: 'http', status: 500 }),
    new ApiError({ kind: 'network', status: 0 }),
  ])('shows the generic error otherwise (%s)', async (error) => {
    api.requestPasswordReset.mockImplementation(rejectWith(error))
    renderScreen(<PasswordResetScreen />, { config: { mailerEnabled: true } })
    await request()
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred')
  })

  it('says reset is disabled when the mailer is off', () => {
    renderScreen(<PasswordResetScreen />, { config: { mailerEnabled: false } })
    expect(screen.getByRole('alert')).toHaveTextContent('Password reset is disabled.')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('says a required reset cannot happen when the mailer is off', () => {
    renderScreen(<PasswordResetScreen />, {
      path: '/password-reset?passwordResetRequested=true',
      config: { mailerEnabled: false },
    })
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You are required to reset your password, but password reset is disabled.',
    )
  })

  it('tells the person a reset is required when the mailer is on', () => {
    renderScreen(<PasswordResetScreen />, {
      path: '/password-reset?passwordResetRequested=true',
      config: { mailerEnabled: true },
    })
    expect(screen.getByRole('alert')).toHaveTextContent('You must reset your password to log in.')
  })
})
