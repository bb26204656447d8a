import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/define-messages'
import { Modal } from './Modal'

const messages = defineMessages({
  cancel: { id: 'general.cancel', defaultMessage: 'Cancel' },
})

export interface ConfirmModalProps {
  title: string
  /** The question, e.g. "Do you really want to delete this status?" */
  children: ReactNode
  confirmLabel: string
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
        <button type="button" onClick={props.onCancel}>
          {intl.formatMessage(messages.cancel)}
        </button>
        <button type="button" onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
      </div>
    </Modal>
  )
}
