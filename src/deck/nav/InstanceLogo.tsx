import type { CSSProperties } from 'react'
import type { InstanceConfig } from '../../entities'
import { logoLook } from './instance-images'

/**
 * The instance's logo in the bar: centred, or after the site's name with logoLeft; with
 * logoMask it is drawn in the bar's link colour through its own shape, so a one-colour logo
 * follows the theme. Decoration: the site's name beside it is the link.
 */
export function InstanceLogo({ config }: { config: InstanceConfig }) {
  const look = logoLook(config)
  if (!look) return null
  const mask: CSSProperties | undefined = look.mask
    ? { maskImage: look.mask, WebkitMaskImage: look.mask }
    : undefined
  return (
    <span
      className={`nav-logo ${config.logoLeft ? 'nav-logo-left' : 'nav-logo-centre'}`}
      style={{ marginBlock: look.margin }}
      aria-hidden="true"
    >
      <img src={look.src} alt="" className={mask ? 'nav-logo-masked' : undefined} />
      {mask && <span className="nav-logo-mask" style={mask} />}
    </span>
  )
}
