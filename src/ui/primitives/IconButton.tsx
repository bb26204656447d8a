import type { ButtonHTMLAttributes, Ref } from 'react'
import { Icon, type IconName } from '../common/Icon'
import './button.css'

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'children' | 'aria-label'
> {
  /** What the button does: its accessible name and tooltip. Required: an icon says nothing. */
  label: string
  icon: IconName
  /** A count shown beside the icon (replies, favourites); part of the name, as it is seen. */
  count?: string
  /** A toggle's state (aria-pressed); the icon fills while pressed. */
  pressed?: boolean
  busy?: boolean
  size?: 'md' | 'sm'
  ref?: Ref<HTMLButtonElement>
}

/**
 * A button that shows an icon (and maybe a count). Its name is the label followed by the count,
 * so what a sighted voice-control user reads is part of what they can say.
 */
export function IconButton({
  label,
  icon,
  count,
  pressed,
  busy = false,
  size = 'md',
  className,
  onClick,
  ...rest
}: IconButtonProps) {
  const classes = ['icon-button', size === 'sm' ? 'icon-button-sm' : '', className ?? '']
  return (
    <button
      {...rest}
      type="button"
      className={classes.filter(Boolean).join(' ')}
      title={label}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (!busy) onClick?.(event)
      }}
    >
      <Icon name={busy ? 'spinner' : icon} filled={pressed === true && !busy} />
      <span className="visually-hidden">{label}</span>
      {count !== undefined && count !== '' && (
        <>
          {/* The space makes the name "Reply 3", not "Reply3". */}{' '}
          <span className="icon-button-count">{count}</span>
        </>
      )}
    </button>
  )
}
