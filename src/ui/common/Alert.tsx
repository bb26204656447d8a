import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/define-messages'
import { Icon } from './Icon'
import './alert.css'

const messages = defineMessages({
  dismiss: { id: 'general.dismiss', defaultMessage: 'Dismiss' },
})

export interface AlertProps {
  children: ReactNode
  /** Colour and urgency: errors are announced assertively (role alert), the rest politely. */
  level?: 'error' | 'warning' | 'info' | 'success'
  /** Shows a dismiss button when given. */
  onDismiss?: () => void
  className?: string
}

/** A message in the flow of the page, dismissible when `onDismiss` is given. */
export function Alert({ children, level = 'error', onDismiss, className }: AlertProps) {
  const intl = useIntl()
  return (
    <div
      className={['alert', `alert-${level}`, className ?? ''].filter(Boolean).join(' ')}
      role={level === 'error' ? 'alert' : 'status'}
    >
      <span className="alert-text">{children}</span>
      {onDismiss && (
        <button
          type="button"
          className="alert-dismiss"
          aria-label={intl.formatMessage(messages.dismiss)}
          title={intl.formatMessage(messages.dismiss)}
          onClick={onDismiss}
        >
          <Icon name="close" />
        </button>
      )}
    </div>
  )
}
