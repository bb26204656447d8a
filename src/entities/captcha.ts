import type { ApiCaptcha } from '../api/wire'
import { isRecord, nonEmpty, str, url } from './coerce.ts'

/** The instance's sign-up captcha (spec 1 section 4). */
export interface Captcha {
  /** `native` and `kocaptcha` show an image to answer; `none` (or anything else) asks nothing. */
  type: string
  /** Sent back with the sign-up, with the answer data. */
  token: string | null
  /** The image: http(s), or the `data:image/...` URL a native captcha comes as. */
  url: string | null
  answer_data: string | null
}

const noCaptcha: Captcha = { type: 'none', token: null, url: null, answer_data: null }

/** Native captchas arrive as an inline image; any other scheme is dropped like elsewhere. */
function imageUrl(value: unknown): string | null {
  const text = str(value)
  if (/^data:image\//i.test(text)) return text
  return url(text) || null
}

export function normalizeCaptcha(raw: ApiCaptcha): Captcha {
  if (!isRecord(raw)) return noCaptcha
  return {
    type: str(raw.type, 'none'),
    token: nonEmpty(raw.token),
    url: imageUrl(raw.url),
    answer_data: nonEmpty(raw.answer_data),
  }
}
