import {
  Popover as AriakitPopover,
  PopoverDisclosure,
  PopoverProvider,
  usePopoverStore,
} from '@ariakit/react'
import { useEffect, useRef, type ReactElement, type ReactNode, type RefObject } from 'react'
import './popover.css'

export interface PopoverProps {
  /** The button that opens it (rendered as the disclosure: aria-expanded, focus return). */
  trigger: ReactElement
  /** Names the popover for assistive technology. */
  label: string
  children: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
  placement?: 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end' | 'bottom' | 'top'
  className?: string
}

/**
 * A non-modal popover beside its button (behaviour from Ariakit): stays within the viewport,
 * Escape or a click outside closes it and focus returns to the button. Ariakit comes with it:
 * use it in parts that load lazily (pickers, cards), not on the first status's path.
 */
export function Popover(props: PopoverProps) {
  const { trigger, label, children, open, onOpenChange, placement = 'bottom-start' } = props
  return (
    <PopoverProvider open={open} setOpen={onOpenChange} placement={placement}>
      <PopoverDisclosure render={trigger} />
      <AriakitPopover
        aria-label={label}
        portal
        gutter={4}
        overflowPadding={8}
        className={['popover', props.className ?? ''].filter(Boolean).join(' ')}
      >
        {children}
      </AriakitPopover>
    </PopoverProvider>
  )
}

export interface AnchoredPopoverProps {
  /** The element it sits beside; focus returns there when it closes. */
  anchor: RefObject<HTMLElement | null>
  /** Names the popover for assistive technology. */
  label: string
  children: ReactNode
  /** Escape, a click outside or the owner closing it. */
  onClose: () => void
  placement?: PopoverProps['placement']
  className?: string
}

/**
 * A popover opened from a button the screen renders itself (a light trigger on the status card,
 * whose popover code loads on first use): shown once mounted, beside `anchor`, focus moved into
 * it, and closed like any popover.
 */
export function AnchoredPopover(props: AnchoredPopoverProps) {
  const { anchor, onClose, placement = 'bottom-start' } = props
  const latestClose = useRef(onClose)
  useEffect(() => {
    latestClose.current = onClose
  })
  const store = usePopoverStore({
    placement,
    setOpen: (open) => {
      if (!open) latestClose.current()
    },
  })
  useEffect(() => {
    store.setDisclosureElement(anchor.current)
    store.setAnchorElement(anchor.current)
    store.show()
  }, [store, anchor])
  return (
    <AriakitPopover
      store={store}
      aria-label={props.label}
      portal
      gutter={4}
      overflowPadding={8}
      className={['popover', props.className ?? ''].filter(Boolean).join(' ')}
    >
      {props.children}
    </AriakitPopover>
  )
}
