import {
  createElement,
  lazy,
  Suspense,
  useMemo,
  type ComponentType,
  type LazyExoticComponent,
} from 'react'
import { useAtom, useStore } from 'jotai'
import { useIntl } from 'react-intl'
import { columnKinds } from '../../columns/registry'
import type {
  AnyColumnKind,
  ColumnBannerProps,
  ColumnBodyProps,
  ColumnParams,
  ComponentKind,
} from '../../columns/types'
import { Spinner } from '../ui/common'
import { AccountStatusEnvironment } from './AccountStatusEnvironment'
import { columnFocusAtom } from './column-focus'
import type { ColumnSettings } from './layout'
import { EmbeddedTimeline, EmbeddingColumnProvider } from './timeline/EmbeddedTimeline'
import { TimelineColumn } from './timeline/TimelineColumn'
import { timelineMessages } from './timeline/timeline-ui-messages'

// One lazy component per component kind, made once: loaded the first time such a column shows.
const lazyBodies = new Map<string, LazyExoticComponent<ComponentType<ColumnBodyProps>>>(
  columnKinds.flatMap((kind) => (kind.body === 'component' ? [[kind.id, lazy(kind.load)]] : [])),
)

// One lazy banner per timeline kind that has one (a tag's follow button): loaded the first time
// such a column shows, above its feed.
const lazyBanners = new Map<string, LazyExoticComponent<ComponentType<ColumnBannerProps>>>(
  columnKinds.flatMap((kind) =>
    kind.body === 'timeline' && kind.banner ? [[kind.id, lazy(kind.banner)]] : [],
  ),
)

interface Props {
  columnId: string
  kind: AnyColumnKind
  params: ColumnParams
  account: string
  settings: ColumnSettings
  title: string
  focused: boolean
  onParamsChange?: (params: ColumnParams) => void
}

/** What a column shows: a timeline, or the kind's own component loaded on demand. */
export function ColumnBody({ kind, ...props }: Props) {
  if (kind.body === 'timeline') {
    const banner = lazyBanners.get(kind.id)
    const header = banner && (
      <Suspense fallback={null}>
        {createElement(banner, { account: props.account, params: props.params })}
      </Suspense>
    )
    return <TimelineColumn kind={kind} {...props} header={header} />
  }
  return <ComponentBody kind={kind} {...props} />
}

function ComponentBody({ kind, ...props }: Props & { kind: ComponentKind }) {
  const intl = useIntl()
  const store = useStore()
  const [focusedRowId, setFocusedRowId] = useAtom(columnFocusAtom(store, props.columnId))
  const { columnId, account, settings, title } = props
  const embedding = useMemo(
    () => ({ columnId, account, settings, title }),
    [columnId, account, settings, title],
  )
  const Body = lazyBodies.get(kind.id)
  if (!Body) return null
  const body = createElement(Body, {
    columnId: props.columnId,
    account: props.account,
    params: props.params,
    focused: props.focused,
    streaming: props.settings.streaming,
    focusedRowId,
    onFocusRow: setFocusedRowId,
    StatusTimeline: EmbeddedTimeline,
    ...(props.onParamsChange ? { onParamsChange: props.onParamsChange } : {}),
  })
  return (
    <AccountStatusEnvironment accountKey={props.account}>
      <EmbeddingColumnProvider value={embedding}>
        <Suspense
          fallback={
            <div className="timeline-footer" role="status">
              <Spinner />
              <span className="visually-hidden">
                {intl.formatMessage(timelineMessages.loading)}
              </span>
            </div>
          }
        >
          {kind.scrollsItself === true ? body : <div className="column-scroll">{body}</div>}
        </Suspense>
      </EmbeddingColumnProvider>
    </AccountStatusEnvironment>
  )
}
