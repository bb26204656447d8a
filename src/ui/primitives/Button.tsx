import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { Icon, type IconName } from '../common/Icon'
import './button.css'

export type ButtonVariant = 'default' | 'primary' | 'danger' | 'ghost'

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: ButtonVariant
  size?: 'md' | 'sm'
  /** A leading icon (decoration: the text names the button). */
  icon?: IconName
  /** Working on it: shows a spinner, says so to assistive technology and ignores clicks. */
  busy?: boolean
  /** A toggle's state (aria-pressed). */
  pressed?: boolean
  /** "submit" inside a form; a plain button otherwise. */
  type?: 'button' | 'submit'
  ref?: Ref<HTMLButtonElement>
  children: ReactNode
}

/** A text button in the look's variants; disabled, busy and pressed are states, not styles. */
export function Button({
  variant = 'default',
  size = 'md',
  icon,
  busy = false,
  pressed,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, size === 'sm' ? 'btn-sm' : '', className ?? '']
  return (
    <button
      {...rest}
      // A submit button stays one (Enter in the form) but does nothing while busy.
      type={type}
      className={classes.filter(Boolean).join(' ')}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault()
        else onClick?.(event)
      }}
    >
      {busy ? <Icon name="spinner" className="btn-spinner" /> : icon && <Icon name={icon} />}
      {children}
    </button>
  )
}
