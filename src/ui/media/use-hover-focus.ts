import { useState } from 'react'

export interface HoverFocus {
  /** The pointer is over the element or focus is inside it. */
  active: boolean
  handlers: {
    onPointerEnter: () => void
    onPointerLeave: () => void
    onFocus: () => void
    onBlur: () => void
  }
}

/** Hover and focus of one element, tracked apart so leaving with the pointer keeps focus. */
export function useHoverFocus(): HoverFocus {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  return {
    active: hovered || focused,
    handlers: {
      onPointerEnter: () => {
        setHovered(true)
      },
      onPointerLeave: () => {
        setHovered(false)
      },
      onFocus: () => {
        setFocused(true)
      },
      onBlur: () => {
        setFocused(false)
      },
    },
  }
}
