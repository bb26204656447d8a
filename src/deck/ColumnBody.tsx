import {
  createElement,
  lazy,
  Suspense,
  useMemo,
  type ComponentType,
  type LazyExoticComponent,
} from 'react'
import { useAtom, useAtomValue, useStore } from 'jotai'
import { useIntl } from 'react-intl'
import { columnKinds } from '../../columns/registry'
import type { AnyColumnKind, ColumnBodyProps, ColumnParams } from '../../columns/types'
import { useSettingsAtoms } from '../settings/store'
import { Spinner } from '../ui/common'
import { AccountStatusEnvironment } from './AccountStatusEnvironment'
import { columnFocusAtom } from './column-focus'
import type { ColumnSettings } from './layout'
import { EmbeddedTimeline, EmbeddingColumnProvider } from './timeline/EmbeddedTimeline'
import { TimelineColumn } from './timeline/TimelineColumn'
import { timelineMessages } from './timeline/timeline-ui-messages'

/** The body of its own a column shows: a component kind's, or a timeline kind's alternate one
 * under the params that ask for it. */
function ownBody(kind: AnyColumnKind, params: ColumnParams) {
  if (kind.body === 'component') return kind
  return kind.alternate?.when(params) === true ? kind.alternate : undefined
}

// One lazy component per component kind (and alternate body), made once: loaded the first time
// such a column shows.
const lazyBodies = new Map<string, LazyExoticComponent<ComponentType<ColumnBodyProps>>>(
  columnKinds.flatMap((kind) => {
    const load = kind.body === 'component' ? kind.load : kind.alternate?.load
    return load ? [[kind.id, lazy(load)]] : []
  }),
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
  const own = ownBody(kind, props.params)
  if (own)
    return <ComponentBody kind={kind} scrollsItself={own.scrollsItself === true} {...props} />
  if (kind.body === 'timeline') return <TimelineColumn kind={kind} {...props} />
  return null
}

function ComponentBody({
  kind,
  scrollsItself,
  ...props
}: Props & { kind: AnyColumnKind; scrollsItself: boolean }) {
  const intl = useIntl()
  const store = useStore()
  const [focusedRowId, setFocusedRowId] = useAtom(columnFocusAtom(store, props.columnId))
  // The account's streaming setting turns live updates on in every column.
  const everyColumnLive = useAtomValue(useSettingsAtoms(props.account).effective).streaming
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
    streaming: props.settings.streaming || everyColumnLive,
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
          {scrollsItself ? body : <div className="column-scroll">{body}</div>}
        </Suspense>
      </EmbeddingColumnProvider>
    </AccountStatusEnvironment>
  )
}
