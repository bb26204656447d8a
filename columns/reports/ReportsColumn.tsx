import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { useStore } from 'jotai'
import { useAccounts } from '../../src/accounts'
import { getAccountCache, readEntity } from '../../src/state/entity-cache'
import { useReportColumn, type ReportFilterState } from '../../src/state/moderation/hooks'
import { Spinner } from '../../src/ui/common'
import { formatUserMessage } from '../../src/ui/common/format-user-message'
import { reportMessages as rm } from '../../src/ui/moderation/messages'
import { ReportBulkBar } from '../../src/ui/moderation/ReportBulkBar'
import { ReportItem } from '../../src/ui/moderation/ReportItem'
import { ModerationTabs } from '../../src/ui/moderation/ModerationTabs'
import '../../src/ui/moderation/moderation.css'
import { Badge, Button, Select } from '../../src/ui/primitives'
import { TimelineList } from '../../src/ui/timeline'
import type { ColumnBodyProps } from '../types'
import type { ReportsParams } from './index'
import { reportsColumnMessages as m } from './messages'

/** A reports column: staff only; anyone else is told so and nothing is fetched. */
export default function ReportsColumn(props: ColumnBodyProps<ReportsParams>) {
  const intl = useIntl()
  const owner = useAccounts().find((candidate) => candidate.key === props.account)
  if (owner?.role !== 'admin' && owner?.role !== 'moderator') {
    return (
      <p role="alert" className="reports-refused">
        {intl.formatMessage(rm.refused)}
      </p>
    )
  }
  const body = <StaffReports {...props} />
  return props.focused ? <ModerationTabs current="reports">{body}</ModerationTabs> : body
}

function StaffReports(props: ColumnBodyProps<ReportsParams>) {
  const intl = useIntl()
  const store = useStore()
  const { account, params } = props
  const view = useReportColumn({
    accountKey: account,
    columnId: props.columnId,
    state: params.state,
    accountId: params.account,
    streaming: props.streaming,
  })
  const { list } = view
  const selected = useMemo(() => new Set(list.selected), [list.selected])
  const unread = useMemo(() => new Set(list.unread), [list.unread])
  // Reports per reported account among those shown: "other reports on this account".
  const perAccount = useMemo(() => {
    const cache = getAccountCache(store, account)
    const counts = new Map<string, number>()
    for (const id of list.ids) {
      const target = readEntity(cache, 'reports', id)?.account_id
      if (target !== undefined) counts.set(target, (counts.get(target) ?? 0) + 1)
    }
    return counts
  }, [store, account, list.ids])
  const othersOf = (id: string) => {
    const target = readEntity(getAccountCache(store, account), 'reports', id)?.account_id
    return target === undefined ? 0 : (perAccount.get(target) ?? 1) - 1
  }
  const states: { value: ReportFilterState; label: typeof m.stateOpen }[] = [
    { value: 'open', label: m.stateOpen },
    { value: 'resolved', label: m.stateResolved },
    { value: 'closed', label: m.stateClosed },
    { value: 'all', label: m.stateAll },
  ]
  const header = (
    <>
      <div className="reports-heading">
        {props.onParamsChange && (
          <Select
            label={intl.formatMessage(m.stateField)}
            hideLabel
            value={params.state}
            options={states.map((state) => ({
              value: state.value,
              label: intl.formatMessage(state.label),
            }))}
            onChange={(state) => props.onParamsChange?.({ ...params, state })}
          />
        )}
        {list.unread.length > 0 && (
          <>
            <Badge tone="notification" className="reports-unread">
              {intl.formatMessage(rm.unread, { count: list.unread.length })}
            </Badge>
            <Button size="sm" variant="ghost" onClick={view.readAll}>
              {intl.formatMessage(rm.markRead)}
            </Button>
          </>
        )}
      </div>
      <ReportBulkBar account={account} selected={list.selected} onDone={view.clearSelection} />
    </>
  )
  const footer = (
    <div className="reports-footer">
      {list.loading && (
        <span role="status">
          <Spinner />
          <span className="visually-hidden">{intl.formatMessage(rm.loading)}</span>
        </span>
      )}
      {list.error && (
        <>
          <p role="alert">
            {intl.formatMessage(rm.error, { error: formatUserMessage(intl, list.error) })}
          </p>
          <Button size="sm" onClick={view.reload}>
            {intl.formatMessage(rm.retry)}
          </Button>
        </>
      )}
      {!list.loading && !list.error && list.page > 0 && list.ids.length === 0 && (
        <p>{intl.formatMessage(rm.none)}</p>
      )}
      {!list.loading && !list.error && !list.ended && list.ids.length > 0 && (
        <Button size="sm" onClick={view.loadMore}>
          {intl.formatMessage(rm.loadMore)}
        </Button>
      )}
    </div>
  )
  // Virtualised like every feed: five hundred reports keep the column's DOM small.
  return (
    <div className="reports-column">
      <TimelineList
        label={intl.formatMessage(rm.list)}
        ids={list.ids}
        busy={list.loading}
        focusedId={props.focusedRowId}
        onFocusRow={props.onFocusRow}
        header={header}
        footer={footer}
        renderRow={(id, { index, size }) => (
          <ReportItem
            account={account}
            reportId={id}
            posinset={index + 1}
            setsize={size}
            selected={selected.has(id)}
            unread={unread.has(id)}
            others={othersOf(id)}
            onToggleSelected={view.toggleSelected}
            onRead={view.read}
          />
        )}
        onNearBottom={view.loadMore}
        holdAutoLoad={list.error !== null}
        onAtTopChange={ignoreAtTop}
      />
    </div>
  )
}

const ignoreAtTop = () => undefined
