import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { Icon } from '../common/Icon'
import { lazyPart, useLazyPart } from './lazy-part'
import type { SelectOption } from './select-options'
import './select.css'

export interface SelectProps<V extends string = string> {
  /** What is chosen: shown as the field's label, or only named when `hideLabel` is set. */
  label: string
  hideLabel?: boolean
  value: V
  options: readonly SelectOption<V>[]
  onChange: (value: V) => void
  /** Shown while the value is none of the options (nothing chosen yet). */
  placeholder?: string
  disabled?: boolean
  className?: string
  /** The button's id, for a <label htmlFor> or a test elsewhere. */
  id?: string
}

/** The open listbox (Ariakit's select popover): loaded when a select first opens. */
export const selectPopupPart = lazyPart(() => import('./SelectPopup'))

/**
 * A select: a button that shows the chosen option and opens a listbox (WAI-ARIA collapsible
 * listbox). Enter, Space, ArrowDown or ArrowUp open it on the chosen option; typing letters
 * opens it on the first option they start; in the list, arrows, Home/End and type-ahead move,
 * Enter or a click chooses, Escape closes, and focus returns to the button.
 */
export function Select<V extends string>(props: SelectProps<V>) {
  const { label, hideLabel, value, options, onChange, placeholder, disabled, className, id } = props
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const buttonRef = useRef<HTMLButtonElement>(null)
  const generated = useId()
  const buttonId = id ?? `${generated}-button`
  const labelId = `${generated}-label`
  const listId = `${generated}-list`
  const popup = useLazyPart(selectPopupPart, open)
  const chosen = options.find((option) => option.value === value)

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setTyped('')
      setOpen(true)
    } else if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault()
      setTyped(event.key)
      setOpen(true)
    }
  }

  return (
    <span className={['select', className ?? ''].filter(Boolean).join(' ')}>
      <span id={labelId} className={hideLabel === true ? 'visually-hidden' : 'select-label'}>
        {label}
      </span>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="select-button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open && popup ? listId : undefined}
        aria-labelledby={`${labelId} ${buttonId}`}
        disabled={disabled}
        onClick={() => {
          setTyped('')
          setOpen((was) => !was)
        }}
        onKeyDown={onKeyDown}
        onPointerEnter={() => void selectPopupPart.load().catch(() => undefined)}
        onFocus={() => void selectPopupPart.load().catch(() => undefined)}
      >
        <span className={chosen ? 'select-value' : 'select-value select-placeholder'}>
          {chosen?.label ?? placeholder ?? value}
        </span>
        <Icon name="chevronDown" className="select-chevron" />
      </button>
      {open && popup && (
        <popup.SelectPopup
          id={listId}
          labelId={labelId}
          value={value}
          options={options}
          typed={typed}
          anchor={buttonRef}
          onChange={(next) => {
            onChange(next as V)
          }}
          onClose={() => {
            setOpen(false)
          }}
        />
      )}
    </span>
  )
}
