import { useIntl } from 'react-intl'
import type { Captcha as CaptchaEntity } from '../../../entities'
import { registrationMessages as m } from './messages'

interface Props {
  captcha: CaptchaEntity | undefined
  answer: string
  disabled: boolean
  onAnswer: (answer: string) => void
  onReload: () => void
}

/** Native and kocaptcha show an image (click for a new one) and an answer field; none shows nothing. */
export function Captcha({ captcha, answer, disabled, onAnswer, onReload }: Props) {
  const intl = useIntl()
  if (!captcha || (captcha.type !== 'native' && captcha.type !== 'kocaptcha')) return null
  return (
    <fieldset className="registration-captcha">
      <legend>{intl.formatMessage(m.captcha)}</legend>
      <button
        type="button"
        className="captcha-image"
        disabled={disabled}
        onClick={onReload}
        title={intl.formatMessage(m.captchaImage)}
      >
        <img src={captcha.url ?? undefined} alt={intl.formatMessage(m.captchaImage)} />
      </button>
      <label>
        {intl.formatMessage(m.captcha)}
        <input
          name="captcha"
          autoComplete="off"
          value={answer}
          disabled={disabled}
          onChange={(event) => onAnswer(event.target.value)}
        />
      </label>
    </fieldset>
  )
}
