import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/define-messages'
import { focusableIn } from './focusable'
import { Icon } from './Icon'
import './modal.css'

const messages = defineMessages({
  close: { id: 'general.close', defaultMessage: 'Close' },
})

/** The deck's modal layer renders into this element when it exists, else into <body>. */
export const MODAL_LAYER_ID = 'modal-layer'

export interface ModalProps {
  /** The dialog's title: shown as its heading and used as its accessible name. */
  title: string
  onClose: () => void
  children: ReactNode
  /** Hide the heading visually (it still names the dialog), e.g. for the media viewer. */
  hideTitle?: boolean
  /** Keys the dialog handles itself before the trap (arrows in the media viewer). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void
  className?: string
}

/**
 * A modal dialog: labelled by its title, focus moves in on open and is trapped inside, Escape
 * and the close button call `onClose`, and focus returns where it was when the dialog unmounts.
 */
export function Modal({ title, onClose, children, hideTitle, onKeyDown, className }: ModalProps) {
  const intl = useIntl()
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const previous = document.activeElement
    const dialog = dialogRef.current
    if (dialog) (focusableIn(dialog)[0] ?? dialog).focus()
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
    }
  }, [])

  const trap = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented) return
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onClose()
      return
    }
    const dialog = dialogRef.current
    if (event.key !== 'Tab' || !dialog) return
    const inside = focusableIn(dialog)
    const first = inside[0]
    const last = inside[inside.length - 1]
    if (!first || !last) {
      event.preventDefault()
      return
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const layer = document.getElementById(MODAL_LAYER_ID) ?? document.body
  return createPortal(
    // Clicking outside is a pointer convenience; Escape and the close button are the keyboard way.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      {/* The dialog itself handles keys: the focus trap and Escape. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={dialogRef}
        className={['modal', className ?? ''].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={trap}
      >
        <header className={hideTitle === true ? 'modal-header modal-header-bare' : 'modal-header'}>
          <h2 id={titleId} className={hideTitle === true ? 'visually-hidden' : 'modal-title'}>
            {title}
          </h2>
          <button
            type="button"
            className="modal-close"
            aria-label={intl.formatMessage(messages.close)}
            title={intl.formatMessage(messages.close)}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </header>
        <div className="modal-body">{children}</div>
      </div>
    </div>,
    layer,
  )
}
