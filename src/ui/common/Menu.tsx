import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Icon, type IconName } from './Icon'
import './menu.css'

export interface MenuItem {
  /** Stable key. */
  id: string
  label: string
  icon?: IconName
  /** Destructive (delete): shown in the danger colour. */
  danger?: boolean
  disabled?: boolean
  onSelect: () => void
}

export interface MenuProps {
  /** Accessible name of the menu button (e.g. "More actions"). */
  label: string
  /** What the button shows; defaults to the "more" icon. */
  button?: ReactNode
  items: readonly MenuItem[]
  className?: string
  buttonClassName?: string
}

/**
 * A menu button (WAI-ARIA menu button pattern): Enter, Space or ArrowDown open it on the first
 * item, ArrowUp on the last; arrows move and wrap, Home/End jump, Escape or Tab closes, and
 * focus returns to the button whenever the menu closes from the keyboard or by choosing.
 */
export function Menu({ label, button, items, className, buttonClassName }: MenuProps) {
  const [open, setOpen] = useState(false)
  const [initial, setInitial] = useState<'first' | 'last'>('first')
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const menuId = useId()

  const enabledItems = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])

  useEffect(() => {
    if (!open) return
    const list = enabledItems()
    const target = initial === 'first' ? list[0] : list[list.length - 1]
    target?.focus()
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target) !== true) {
        setOpen(false)
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open, initial])

  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }

  const openAt = (where: 'first' | 'last') => {
    setInitial(where)
    setOpen(true)
  }

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      openAt('first')
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openAt('last')
    }
  }

  const onListKeyDown = (event: KeyboardEvent) => {
    const list = enabledItems()
    const at = list.findIndex((item) => item === document.activeElement)
    const focusAt = (index: number) => list[(index + list.length) % list.length]?.focus()
    switch (event.key) {
      case 'ArrowDown':
        focusAt(at + 1)
        break
      case 'ArrowUp':
        focusAt(at - 1)
        break
      case 'Home':
        focusAt(0)
        break
      case 'End':
        focusAt(list.length - 1)
        break
      case 'Escape':
        close(true)
        break
      case 'Tab':
        setOpen(false)
        return
      default:
        return
    }
    event.preventDefault()
    event.stopPropagation()
  }

  return (
    <div className={['menu', className ?? ''].filter(Boolean).join(' ')} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={['menu-button', buttonClassName ?? ''].filter(Boolean).join(' ')}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          if (open) setOpen(false)
          else openAt('first')
        }}
        onKeyDown={onButtonKeyDown}
      >
        {button ?? <Icon name="more" />}
      </button>
      {open && (
        <div
          ref={listRef}
          id={menuId}
          className="menu-list"
          role="menu"
          tabIndex={-1}
          aria-label={label}
          onKeyDown={onListKeyDown}
        >
          {items.map((item) => (
            <button
              key={item.id}
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={item.disabled}
              className={item.danger === true ? 'menu-item menu-item-danger' : 'menu-item'}
              onClick={() => {
                close(true)
                item.onSelect()
              }}
            >
              {item.icon && <Icon name={item.icon} />}
              <span>{item.label}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
