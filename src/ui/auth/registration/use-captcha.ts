import { useCallback, useEffect, useState } from 'react'
import type { ApiCaptcha } from '../../../api/wire'

async function loadCaptcha(baseUrl: string): Promise<ApiCaptcha> {
  const [{ fetchCaptcha }, { visitorClient }] = await Promise.all([
    import('../../../api/registration'),
    import('../../../accounts/clients'),
  ])
  try {
    return await fetchCaptcha(visitorClient(baseUrl))
  } catch (error) {
    console.warn('Could not load the captcha', error)
    return { type: 'none' }
  }
}

/** The instance's captcha; `reload` fetches a new one (image click, failed sign-up). */
export function useCaptcha(baseUrl: string) {
  const [captcha, setCaptcha] = useState<ApiCaptcha | undefined>(undefined)
  const reload = useCallback(async () => {
    setCaptcha(await loadCaptcha(baseUrl))
  }, [baseUrl])
  useEffect(() => {
    const controller = new AbortController()
    void loadCaptcha(baseUrl).then((loaded) => {
      if (!controller.signal.aborted) setCaptcha(loaded)
    })
    return () => controller.abort()
  }, [baseUrl])
  return { captcha, reload }
}
