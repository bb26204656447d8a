import { useStore } from 'jotai'
import { useState, type SyntheticEvent } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate, useParams } from 'react-router'
import { useInstanceConfig } from '../../../state/instance'
import { routePath } from '../../../routes/route-table'
import { localeName } from '../../../lib/languages'
import { Select } from '../../primitives'
import { Captcha } from './Captcha'
import { Field } from './Field'
import { registrationMessages as m } from './messages'
import { useCaptcha } from './use-captcha'
import { toBackendLocale, validateRegistration, type RegistrationFields } from './validate'
import '../auth.css'

const empty: RegistrationFields = {
  username: '',
  fullname: '',
  email: '',
  password: '',
  confirm: '',
  bio: '',
  reason: '',
  language: '',
}

/** /registration and /registration/{token} (spec 1 sections 4 and 5). */
export default function RegistrationScreen() {
  const intl = useIntl()
  const store = useStore()
  const navigate = useNavigate()
  const config = useInstanceConfig()
  const { token } = useParams()
  const [fields, setFields] = useState(empty)
  const [captchaAnswer, setCaptchaAnswer] = useState('')
  const [tried, setTried] = useState(false)
  const [pending, setPending] = useState(false)
  const [serverErrors, setServerErrors] = useState<string[] | undefined>(undefined)
  const { captcha, reload } = useCaptcha(config.server)
  const rules = {
    emailRequired: config.accountActivationRequired,
    reasonRequired: config.accountApprovalRequired,
  }
  const errors = validateRegistration(fields, rules)
  const set = (name: keyof RegistrationFields) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }))

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    setTried(true)
    if (Object.keys(errors).length > 0) return
    setPending(true)
    setServerErrors(undefined)
    const { signUp } = await import('../../../accounts/sign-up')
    const outcome = await signUp(store, config.server, {
      username: fields.username.trim(),
      fullname: fields.fullname.trim(),
      password: fields.password,
      confirm: fields.confirm,
      ...(fields.email.trim() && { email: fields.email.trim() }),
      ...(fields.bio.trim() && { bio: fields.bio.trim() }),
      ...(fields.reason.trim() && { reason: fields.reason.trim() }),
      ...(fields.language && { language: toBackendLocale(fields.language) }),
      ...(token !== undefined && { token }),
      ...(captcha?.token != null && { captcha_token: captcha.token }),
      ...(captcha?.answer_data != null && { captcha_answer_data: captcha.answer_data }),
      ...(captchaAnswer && { captcha_solution: captchaAnswer }),
    })
    setPending(false)
    if (outcome.kind === 'signed-in') void navigate(routePath('friends'))
    else if (outcome.kind === 'awaiting-approval')
      void navigate(routePath('registration-request-sent'))
    else if (outcome.kind === 'awaiting-email-confirmation')
      void navigate(routePath('awaiting-email-confirmation'))
    else {
      setServerErrors(outcome.errors)
      setCaptchaAnswer('')
      reload()
    }
  }

  const field = (name: keyof RegistrationFields, label: string, extra = {}) => (
    <Field
      name={name}
      label={label}
      value={fields[name]}
      error={errors[name]}
      showError={tried}
      disabled={pending}
      onChange={set(name)}
      {...extra}
    />
  )

  return (
    <section className="registration" aria-labelledby="registration-title">
      <h1 id="registration-title">{intl.formatMessage(m.title)}</h1>
      <form noValidate onSubmit={(event) => void submit(event)}>
        {field('username', intl.formatMessage(m.username), { autoComplete: 'username' })}
        {field('fullname', intl.formatMessage(m.fullname), { autoComplete: 'name' })}
        {field('email', intl.formatMessage(m.email), { type: 'email', autoComplete: 'email' })}
        {field('bio', intl.formatMessage(m.bio), { multiline: true })}
        {field('password', intl.formatMessage(m.password), {
          type: 'password',
          autoComplete: 'new-password',
        })}
        {field('confirm', intl.formatMessage(m.confirm), {
          type: 'password',
          autoComplete: 'new-password',
        })}
        {config.accountApprovalRequired &&
          field('reason', intl.formatMessage(m.reason), { multiline: true })}
        <Select
          className="form-field"
          label={intl.formatMessage(m.language)}
          value={fields.language}
          disabled={pending}
          options={[
            { value: '', label: intl.formatMessage(m.languageDefault) },
            ...config.languages.map((code) => ({
              value: code,
              label: localeName(code, intl.locale),
            })),
          ]}
          onChange={set('language')}
        />
        <Captcha
          captcha={captcha}
          answer={captchaAnswer}
          disabled={pending}
          onAnswer={setCaptchaAnswer}
          onReload={reload}
        />
        {serverErrors && (
          <div role="alert" className="registration-errors">
            <p>{intl.formatMessage(m.failed)}</p>
            <ul>
              {(serverErrors.length > 0 ? serverErrors : [intl.formatMessage(m.generic)]).map(
                (text) => (
                  <li key={text}>{text}</li>
                ),
              )}
            </ul>
          </div>
        )}
        <button type="submit" disabled={pending || (tried && Object.keys(errors).length > 0)}>
          {intl.formatMessage(pending ? m.pending : m.submit)}
        </button>
      </form>
    </section>
  )
}
