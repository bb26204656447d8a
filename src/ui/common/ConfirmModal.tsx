import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/define-messages'
import { Button } from '../primitives/Button'
import { Modal } from './Modal'

const messages = defineMessages({
  cancel: { id: 'general.cancel', defaultMessage: 'Cancel' },
})

export interface ConfirmModalProps {
  title: string
  /** The question, e.g. "Do you really want to delete this status?" */
  children: ReactNode
  confirmLabel: string
  /** The confirmed action destroys something (delete, block): the button says so by colour. */
  danger?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** A yes/no confirmation (repeat, delete, redraft, and others' confirmations). */
export function ConfirmModal(props: ConfirmModalProps) {
  const intl = useIntl()
  return (
    <Modal title={props.title} onClose={props.onCancel} className="confirm-modal">
      <p>{props.children}</p>
      <div className="confirm-modal-buttons">
        <Button onClick={props.onCancel}>{intl.formatMessage(messages.cancel)}</Button>
        <Button variant={props.danger === true ? 'danger' : 'primary'} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </div>
    </Modal>
  )
}
