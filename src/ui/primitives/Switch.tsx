import { useId } from 'react'
import './switch.css'

export interface SwitchProps {
  /** What is switched on or off: the visible label and the switch's name. */
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  /** A line under the label saying what the setting does. */
  hint?: string
  disabled?: boolean
  className?: string
}

/** An on/off setting (WAI-ARIA switch): Space or Enter flips it, its state is read as on/off. */
export function Switch({ label, checked, onChange, hint, disabled, className }: SwitchProps) {
  const id = useId()
  return (
    <span className={['switch-field', className ?? ''].filter(Boolean).join(' ')}>
      <button
        type="button"
        role="switch"
        id={id}
        className="switch"
        aria-checked={checked}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        disabled={disabled}
        onClick={() => {
          onChange(!checked)
        }}
      >
        <span className="switch-thumb" />
      </button>
      <label htmlFor={id} className="switch-label">
        {label}
      </label>
      {hint !== undefined && (
        <span id={`${id}-hint`} className="switch-hint">
          {hint}
        </span>
      )}
    </span>
  )
}
