import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { LoadResult } from '../../state/loaders/use-load'
import { Alert, Spinner } from '../common'
import { formatUserMessage } from '../common/format-user-message'
import { Button } from '../primitives'
import { settingsMessages as m } from './messages'

/** What a settings area loaded: a spinner, the error with a retry, or the content. */
export function Loaded<T>({
  load,
  children,
}: {
  load: LoadResult<T>
  children: (data: T) => ReactNode
}) {
  const intl = useIntl()
  if (load.status === 'error') {
    return (
      <div className="settings-load-error">
        <Alert>{formatUserMessage(intl, load.message)}</Alert>
        <Button onClick={load.reload}>{intl.formatMessage(m.retry)}</Button>
      </div>
    )
  }
  if (load.data === undefined) {
    return (
      <div role="status" className="settings-loading">
        <Spinner />
        <span className="visually-hidden">{intl.formatMessage(m.loading)}</span>
      </div>
    )
  }
  return <>{children(load.data)}</>
}
