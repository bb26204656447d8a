import { visitorKeyOf } from '../../../accounts/account-key'
import { loadCaptcha, useLoad } from '../../../state/loaders'

/** The instance's captcha; `reload` fetches a new one (image click, failed sign-up). */
export function useCaptcha(baseUrl: string) {
  const captcha = useLoad(visitorKeyOf(baseUrl), 'captcha', loadCaptcha)
  return { captcha: captcha.data, reload: captcha.reload }
}
