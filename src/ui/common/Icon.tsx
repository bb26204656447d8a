import { icons, type IconName } from './icons'
import './icon.css'

export type { IconName }

export interface IconProps {
  name: IconName
  /**
   * What the icon means, when nothing else says it. Given: the icon is an image with that name.
   * Omitted: the icon is decoration, hidden from assistive technology (the usual case inside a
   * labelled button).
   */
  title?: string
  /** Filled shape (an active favourite or bookmark). */
  filled?: boolean
  /** Edge length in CSS pixels; defaults to 1em so the icon follows the text size. */
  size?: number | string
  className?: string
}

/** An inline SVG icon from the client's set (lucide). */
export function Icon({ name, title, filled = false, size, className }: IconProps) {
  const Glyph = icons[name]
  const classes = ['icon', `icon-${name}`, filled ? 'icon-filled' : '', className ?? '']
  return (
    <Glyph
      className={classes.filter(Boolean).join(' ')}
      size={size ?? '1em'}
      fill={filled ? 'currentColor' : 'none'}
      role={title === undefined ? undefined : 'img'}
      aria-label={title}
      aria-hidden={title === undefined ? true : undefined}
      focusable="false"
    />
  )
}
