import {
  Composite,
  CompositeItem,
  CompositeTypeahead,
  Popover,
  useCompositeStore,
  usePopoverStore,
} from '@ariakit/react'
import { useEffect, type RefObject } from 'react'
import { Icon } from '../common/Icon'
import type { SelectOption } from './select-options'

export interface SelectPopupProps {
  id: string
  labelId: string
  value: string
  options: readonly SelectOption[]
  /** Letters typed on the closed button: the list opens on the first option they start. */
  typed: string
  anchor: RefObject<HTMLButtonElement | null>
  onChange: (value: string) => void
  onClose: () => void
}

const itemId = (listId: string, index: number) => `${listId}-${String(index)}`

function startIndex(options: readonly SelectOption[], value: string, typed: string): number {
  const wanted = typed.toLowerCase()
  const match =
    wanted === ''
      ? -1
      : options.findIndex(
          (option) => option.disabled !== true && option.label.toLowerCase().startsWith(wanted),
        )
  if (match >= 0) return match
  const chosen = options.findIndex((option) => option.value === value)
  return chosen >= 0 ? chosen : options.findIndex((option) => option.disabled !== true)
}

/**
 * The open listbox of a Select (loaded on demand: see Select.tsx): Ariakit's popover places it
 * and closes it (Escape, a click or focus elsewhere, focus back to the button); its composite
 * moves focus between the options (arrows, Home/End, type-ahead).
 */
export function SelectPopup(props: SelectPopupProps) {
  const { id, labelId, value, options, typed, anchor, onChange, onClose } = props
  const start = startIndex(options, value, typed)
  const popover = usePopoverStore({
    setOpen: (open) => {
      if (!open) onClose()
    },
    placement: 'bottom-start',
  })
  const composite = useCompositeStore({
    defaultActiveId: start >= 0 ? itemId(id, start) : undefined,
    focusLoop: false,
  })

  // Opens once mounted, so the options are in place when focus moves to the active one.
  useEffect(() => {
    popover.setDisclosureElement(anchor.current)
    popover.setAnchorElement(anchor.current)
    popover.show()
  }, [popover, anchor])

  const choose = (next: string) => {
    onChange(next)
    popover.hide()
  }

  return (
    <Popover store={popover} portal gutter={4} sameWidth className="select-popover">
      <Composite
        store={composite}
        id={id}
        role="listbox"
        aria-labelledby={labelId}
        className="select-list"
        render={<CompositeTypeahead />}
      >
        {options.map((option, index) => (
          <CompositeItem
            key={option.value}
            id={itemId(id, index)}
            role="option"
            aria-selected={option.value === value}
            disabled={option.disabled}
            className="select-option"
            onClick={() => {
              choose(option.value)
            }}
          >
            <span className="select-option-text">
              <span>{option.label}</span>
              {option.description !== undefined && (
                <span className="select-option-description">{option.description}</span>
              )}
            </span>
            {option.value === value && <Icon name="check" className="select-option-check" />}
          </CompositeItem>
        ))}
      </Composite>
    </Popover>
  )
}
