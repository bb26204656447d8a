import type { ReactNode } from 'react'
import './badge.css'

export interface BadgeProps {
  children: ReactNode
  /** neutral: a tag (Bot, Admin); accent: a highlight; notification: a count that wants action. */
  tone?: 'neutral' | 'accent' | 'notification'
  /** What the badge means when its text alone does not say it ("3" → "3 unread"). */
  label?: string
  className?: string
}

/** A small label or count beside something else. */
export function Badge({ children, tone = 'neutral', label, className }: BadgeProps) {
  const classes = ['badge', `badge-${tone}`, className ?? ''].filter(Boolean).join(' ')
  if (label === undefined) return <span className={classes}>{children}</span>
  return (
    <span className={classes}>
      <span aria-hidden="true">{children}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
