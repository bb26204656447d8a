import { useEffect, useSyncExternalStore } from 'react'
import type { LucideIcon } from 'lucide-react'
import { afterFirstPaint } from '../../lib/first-paint'
import { icons, type LandingIconName } from './icons'
import type { moreIcons } from './icons-more'
import './icon.css'

export type IconName = LandingIconName | keyof typeof moreIcons

let more: Readonly<Record<string, LucideIcon>> | null = null
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()

/** The icons the first paint does not show (icons-more.ts); asked for once it is done. */
export function loadMoreIcons(): Promise<void> {
  loading ??= import('./icons-more').then((module) => {
    more = module.moreIcons
    for (const listener of listeners) listener()
  })
  return loading
}
void afterFirstPaint().then(loadMoreIcons)

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const readMore = () => more

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

/**
 * An inline SVG icon from the client's set (lucide). One whose code is still on its way takes
 * its place, empty, at its size.
 */
export function Icon({ name, title, filled = false, size, className }: IconProps) {
  const loaded = useSyncExternalStore(subscribe, readMore, readMore)
  const Glyph: LucideIcon | undefined =
    name in icons ? icons[name as LandingIconName] : loaded?.[name]
  useEffect(() => {
    if (!Glyph) void loadMoreIcons()
  }, [Glyph])
  const classes = ['icon', `icon-${name}`, filled ? 'icon-filled' : '', className ?? '']
  const common = {
    className: classes.filter(Boolean).join(' '),
    role: title === undefined ? undefined : 'img',
    'aria-label': title,
    'aria-hidden': title === undefined ? true : undefined,
    focusable: 'false',
  } as const
  if (!Glyph) {
    const edge = size ?? '1em'
    return <svg {...common} width={edge} height={edge} viewBox="0 0 24 24" />
  }
  return <Glyph {...common} size={size ?? '1em'} fill={filled ? 'currentColor' : 'none'} />
}
