import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { MessageDescriptor } from '../../i18n/define-messages'
import type { LoadResult } from '../../state/loaders/use-load'
import { Spinner } from '../common'
import { formatUserMessage } from '../common/format-user-message'
import { Button } from '../primitives'

interface Props {
  found: LoadResult<{ ids: readonly string[] }>
  /** What the list says while loading, on failure (`{error}`), to retry, and when empty. */
  messages: Record<'loading' | 'error' | 'retry' | 'none', MessageDescriptor>
  /** The pager, shown once the page has arrived. */
  children?: ReactNode
}

/** Under a staff list: the spinner, the failure with a retry, "none", then the pager. */
export function LoadFooter({ found, messages, children }: Props) {
  const intl = useIntl()
  return (
    <div className="reports-footer">
      {found.status === 'loading' && (
        <span role="status">
          <Spinner />
          <span className="visually-hidden">{intl.formatMessage(messages.loading)}</span>
        </span>
      )}
      {found.status === 'error' && (
        <>
          <p role="alert">
            {intl.formatMessage(messages.error, {
              error: formatUserMessage(intl, found.message),
            })}
          </p>
          <Button size="sm" onClick={found.reload}>
            {intl.formatMessage(messages.retry)}
          </Button>
        </>
      )}
      {found.status === 'ready' && found.data.ids.length === 0 && (
        <p>{intl.formatMessage(messages.none)}</p>
      )}
      {found.status === 'ready' && children}
    </div>
  )
}
