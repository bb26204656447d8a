import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { currentLocation, renderScreen } from '../test-render'
import RegistrationScreen from './RegistrationScreen'

const signUpModule = vi.hoisted(() => ({ signUp: vi.fn() }))
const captchaModule = vi.hoisted(() => ({ fetchCaptcha: vi.fn() }))
vi.mock('../../../accounts/sign-up', () => signUpModule)
vi.mock('../../../api/registration', () => captchaModule)

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Username'), ' newbie ')
  await userEvent.type(screen.getByLabelText('Display name'), 'New Bie')
  await userEvent.type(screen.getByLabelText('Password'), 'secret')
  await userEvent.type(screen.getByLabelText('Password confirmation'), 'secret')
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }))

describe('the registration form', () => {
  beforeEach(() => {
    signUpModule.signUp.mockReset()
    captchaModule.fetchCaptcha.mockReset()
    captchaModule.fetchCaptcha.mockResolvedValue({ type: 'none' })
  })

  it('shows each validation message after a submit attempt, and blocks submission', async () => {
    renderScreen(<RegistrationScreen />)
    expect(screen.queryByText('A username is required')).toBeNull()
    await submit()
    for (const text of [
      'A username is required',
      'A display name is required',
      'A password is required',
      'Type the password again',
    ]) {
      expect(screen.getByText(text)).toBeVisible()
    }
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled()
    await userEvent.type(screen.getByLabelText('Password'), 'a')
    await userEvent.type(screen.getByLabelText('Password confirmation'), 'b')
    expect(screen.getByText('The two passwords differ')).toBeVisible()
    expect(signUpModule.signUp).not.toHaveBeenCalled()
  })

  it('asks for email and reason only when activation and approval require them', async () => {
    renderScreen(<RegistrationScreen />, {
      config: { accountActivationRequired: true, accountApprovalRequired: true },
    })
    await fillValid()
    await submit()
    expect(screen.getByText('An email address is required')).toBeVisible()
    expect(screen.getByText('Tell the moderators why you want to join')).toBeVisible()
  })

  it('has no reason field when approval is not required', () => {
    renderScreen(<RegistrationScreen />)
    expect(screen.queryByLabelText('Why do you want to join?')).toBeNull()
  })

  it('sends trimmed fields, the invite token and the backend locale; disables the form while pending', async () => {
    let finish: (value: unknown) => void = () => undefined
    signUpModule.signUp.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    renderScreen(<RegistrationScreen />, {
      path: '/registration/invite-1',
      route: '/registration/:token',
      config: { languages: ['en', 'pt_BR'] },
    })
    await fillValid()
    await userEvent.click(screen.getByRole('button', { name: /^Language \(optional\)/ }))
    await userEvent.click(screen.getByRole('option', { name: 'Brazilian Portuguese' }))
    await submit()
    expect(screen.getByLabelText('Username')).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Registering…' })).toBeDisabled()
    expect(signUpModule.signUp).toHaveBeenCalledWith(expect.anything(), 'https://social.example', {
      username: 'newbie',
      fullname: 'New Bie',
      password: 'secret',
      confirm: 'secret',
      language: 'pt-BR',
      token: 'invite-1',
    })
    act(() => {
      finish({ kind: 'signed-in' })
    })
    await waitFor(() => expect(currentLocation()).toBe('/main/friends'))
  })

  it.each([
    ['awaiting-approval', '/registration-request-sent'],
    ['awaiting-email-confirmation', '/awaiting-email-confirmation'],
  ])('goes to the page of the %s outcome', async (kind, path) => {
    signUpModule.signUp.mockResolvedValue({ kind })
    renderScreen(<RegistrationScreen />)
    await fillValid()
    await submit()
    await waitFor(() => expect(currentLocation()).toBe(path))
  })

  it('lists the server errors and reloads the captcha after a failure', async () => {
    captchaModule.fetchCaptcha.mockResolvedValue({
      type: 'native',
      url: 'https://social.example/captcha.png',
      token: 'tok',
      answer_data: 'data',
    })
    signUpModule.signUp.mockResolvedValue({
      kind: 'failed',
      errors: ['Username has already been taken', 'Captcha Invalid CAPTCHA'],
    })
    renderScreen(<RegistrationScreen />)
    await fillValid()
    const image = await screen.findByRole('button', {
      name: 'Click the image to get a new captcha',
    })
    await userEvent.click(image)
    await waitFor(() => expect(captchaModule.fetchCaptcha).toHaveBeenCalledTimes(2))
    await userEvent.type(screen.getByLabelText('CAPTCHA'), 'guess')
    await submit()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Username has already been taken')
    expect(alert).toHaveTextContent('Captcha Invalid CAPTCHA')
    expect(signUpModule.signUp.mock.calls[0]?.[2]).toMatchObject({
      captcha_token: 'tok',
      captcha_answer_data: 'data',
      captcha_solution: 'guess',
    })
    await waitFor(() => expect(captchaModule.fetchCaptcha).toHaveBeenCalledTimes(3))
    expect(screen.getByLabelText('CAPTCHA')).toHaveValue('')
  })

  it('shows the generic error when the failure lists nothing', async () => {
    signUpModule.signUp.mockResolvedValue({ kind: 'failed', errors: [] })
    renderScreen(<RegistrationScreen />)
    await fillValid()
    await submit()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred, please try again',
    )
  })
})
