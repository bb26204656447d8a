import type { CSSProperties } from 'react'
import type { InstanceConfig } from '../../entities'
import { cssLength, cssUrl, imageAddress } from '../../lib/css-url'

type Images = Pick<InstanceConfig, 'server' | 'background'>

/** The instance's background image behind the frame (app-frame.css paints it), if it has one. */
export function instanceBackgroundStyle(config: Images): CSSProperties | undefined {
  const image = cssUrl(config.background, `${config.server}/`)
  return image === null ? undefined : ({ '--instance-background': image } as CSSProperties)
}

export interface LogoLook {
  src: string
  /** `url(…)` of the logo drawn as a mask in the bar's text colour, when logoMask is on. */
  mask: string | null
  margin: string
}

/** How the bar draws the instance's logo (Akkoma-FE's logo, logoMask and logoMargin). */
export function logoLook(
  config: Pick<InstanceConfig, 'server' | 'logo' | 'logoMask' | 'logoMargin'>,
): LogoLook | null {
  const base = `${config.server}/`
  const src = imageAddress(config.logo, base)
  if (src === null) return null
  return {
    src,
    mask: config.logoMask ? cssUrl(config.logo, base) : null,
    margin: cssLength(config.logoMargin, '.1em'),
  }
}
