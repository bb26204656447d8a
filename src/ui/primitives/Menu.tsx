import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Icon } from '../common/Icon'
import { lazyPart, preloadWhenIdle, useLazyPart } from './lazy-part'
import type { InitialFocus, MenuItem } from './menu-items'
import './menu.css'

export interface MenuProps {
  /** Accessible name of the menu button (e.g. "More actions"). */
  label: string
  /** What the button shows; defaults to the "more" icon. */
  button?: ReactNode
  items: readonly MenuItem[]
  className?: string
  buttonClassName?: string
}

/** The list itself (Ariakit's menu): loaded the first time any menu opens, or when idle. */
export const menuPopupPart = lazyPart(() => import('./MenuPopup'))

/**
 * A menu button (WAI-ARIA menu button pattern). The button is ours and light, so every status
 * card can carry one; the list's behaviour comes from Ariakit: Enter, Space or ArrowDown open it
 * on the first item, ArrowUp on the last; arrows move and wrap, Home/End jump, typing a letter
 * moves to the item it starts, Escape closes, and focus returns to the button.
 */
export function Menu({ label, button, items, className, buttonClassName }: MenuProps) {
  const [open, setOpen] = useState(false)
  const [initial, setInitial] = useState<InitialFocus>('first')
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const popup = useLazyPart(menuPopupPart, open)

  useEffect(() => {
    preloadWhenIdle(menuPopupPart)
  }, [])

  const openAt = (where: InitialFocus) => {
    setInitial(where)
    setOpen(true)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      openAt('first')
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openAt('last')
    }
  }

  return (
    <span className={['menu', className ?? ''].filter(Boolean).join(' ')}>
      <button
        ref={buttonRef}
        type="button"
        className={['menu-button', buttonClassName ?? ''].filter(Boolean).join(' ')}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open && popup ? menuId : undefined}
        onClick={() => {
          if (open) setOpen(false)
          else openAt('first')
        }}
        onKeyDown={onKeyDown}
        onPointerEnter={() => void menuPopupPart.load().catch(() => undefined)}
      >
        {button ?? <Icon name="more" />}
      </button>
      {open && popup && (
        <popup.MenuPopup
          id={menuId}
          label={label}
          items={items}
          anchor={buttonRef}
          initialFocus={initial}
          onClose={() => {
            setOpen(false)
          }}
        />
      )}
    </span>
  )
}
