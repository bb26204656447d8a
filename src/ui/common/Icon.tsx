import { iconPaths, type IconName } from './icon-paths'
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
  size?: number
  className?: string
}

/** An inline SVG icon from the client's own set. */
export function Icon({ name, title, filled = false, size, className }: IconProps) {
  const classes = ['icon', `icon-${name}`, filled ? 'icon-filled' : '', className ?? '']
  const dimension = size ?? '1em'
  return (
    <svg
      className={classes.filter(Boolean).join(' ')}
      width={dimension}
      height={dimension}
      viewBox="0 0 24 24"
      role={title === undefined ? undefined : 'img'}
      aria-label={title}
      aria-hidden={title === undefined ? true : undefined}
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  )
}
