import { Popover as AriakitPopover, PopoverDisclosure, PopoverProvider } from '@ariakit/react'
import type { ReactElement, ReactNode } from 'react'
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
