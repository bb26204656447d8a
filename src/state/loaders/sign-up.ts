import { requestPasswordReset } from '../../api/oauth'
import { fetchCaptcha } from '../../api/registration'
import { normalizeCaptcha, type Captcha } from '../../entities'
import { clientOf, type LoadTarget } from './target'

/** The instance's captcha; one that cannot be loaded is shown as none (and logged). */
export async function loadCaptcha(target: LoadTarget): Promise<Captcha> {
  try {
    return normalizeCaptcha(await fetchCaptcha(clientOf(target)))
  } catch (error) {
    console.warn('Could not load the captcha', error)
    return normalizeCaptcha({ type: 'none' })
  }
}

/** Asks the instance to mail a reset link; rejects with the API error (429 is "throttled"). */
export function sendPasswordReset(target: LoadTarget, email: string): Promise<void> {
  return requestPasswordReset(clientOf(target), email)
}
