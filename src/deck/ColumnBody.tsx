import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react'
import { useIntl } from 'react-intl'
import { columnKinds } from '../../columns/registry'
import type { AnyColumnKind, ColumnBodyProps, ColumnParams } from '../../columns/types'
import { Spinner } from '../ui/common'
import { AccountStatusEnvironment } from './AccountStatusEnvironment'
import type { ColumnSettings } from './layout'
import { TimelineColumn } from './timeline/TimelineColumn'
import { timelineMessages } from './timeline/timeline-ui-messages'

// One lazy component per component kind, made once: loaded the first time such a column shows.
const lazyBodies = new Map<string, LazyExoticComponent<ComponentType<ColumnBodyProps>>>(
  columnKinds.flatMap((kind) => (kind.body === 'component' ? [[kind.id, lazy(kind.load)]] : [])),
)

interface Props {
  columnId: string
  kind: AnyColumnKind
  params: ColumnParams
  account: string
  settings: ColumnSettings
  title: string
  focused: boolean
}

/** What a column shows: a timeline, or the kind's own component loaded on demand. */
export function ColumnBody({ kind, ...props }: Props) {
  const intl = useIntl()
  if (kind.body === 'timeline') return <TimelineColumn kind={kind} {...props} />
  const Body = lazyBodies.get(kind.id)
  if (!Body) return null
  return (
    <AccountStatusEnvironment accountKey={props.account}>
      <Suspense
        fallback={
          <div className="timeline-footer" role="status">
            <Spinner />
            <span className="visually-hidden">{intl.formatMessage(timelineMessages.loading)}</span>
          </div>
        }
      >
        <div className="column-scroll">
          {createElement(Body, {
            columnId: props.columnId,
            account: props.account,
            params: props.params,
            focused: props.focused,
          })}
        </div>
      </Suspense>
    </AccountStatusEnvironment>
  )
}
