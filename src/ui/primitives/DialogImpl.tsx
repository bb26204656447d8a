import { Dialog as AriakitDialog } from '@ariakit/react'
import { useEffect, useId, useRef } from 'react'
import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/define-messages'
import { Icon } from '../common/Icon'
import { MODAL_LAYER_ID, type DialogProps } from './dialog-props'
import './dialog.css'

const messages = defineMessages({
  close: { id: 'general.close', defaultMessage: 'Close' },
})

// Stable across renders, so typing in a dialog never makes Ariakit move its portal.
const modalLayer = () => document.getElementById(MODAL_LAYER_ID) ?? document.body
const backdrop = <div className="modal-backdrop" />

/** The open dialog (loaded on demand: see Dialog.tsx). */
export function DialogImpl({
  title,
  onClose,
  children,
  hideTitle,
  onKeyDown,
  className,
  headerActions,
}: DialogProps) {
  const intl = useIntl()
  const titleId = useId()
  const previous = useRef<Element | null>(null)
  if (previous.current === null) previous.current = document.activeElement

  // The dialog may be removed by its owner rather than closed: focus still goes back.
  useEffect(
    () => () => {
      const target = previous.current
      if (target instanceof HTMLElement && target.isConnected) target.focus()
    },
    [],
  )

  const close = intl.formatMessage(messages.close)
  return (
    <AriakitDialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      portal
      portalElement={modalLayer}
      backdrop={backdrop}
      className={['modal', className ?? ''].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
      unmountOnHide
    >
      <header className={hideTitle === true ? 'modal-header modal-header-bare' : 'modal-header'}>
        <h2 id={titleId} className={hideTitle === true ? 'visually-hidden' : 'modal-title'}>
          {title}
        </h2>
        {headerActions !== undefined && (
          <span className="modal-header-actions">{headerActions}</span>
        )}
        <button
          type="button"
          className="modal-close icon-button"
          aria-label={close}
          title={close}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </header>
      <div className="modal-body">{children}</div>
    </AriakitDialog>
  )
}
