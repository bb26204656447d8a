import { useStore } from 'jotai'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { ReportState } from '../../entities/report'
import { setReportStates } from '../../state/moderation/hooks'
import { Button } from '../primitives'
import { reportMessages as m } from './messages'

/** The selected reports' count and one state for all of them, in one call. */
export function ReportBulkBar(props: {
  account: string
  selected: readonly string[]
  onDone: () => void
}) {
  const intl = useIntl()
  const store = useStore()
  const [busy, setBusy] = useState<ReportState | null>(null)
  if (props.selected.length === 0) return null
  const apply = async (state: ReportState) => {
    setBusy(state)
    const result = await setReportStates(
      store,
      props.account,
      props.selected.map((id) => ({ id, state })),
    )
    setBusy(null)
    if (result.ok) props.onDone()
  }
  const button = (state: ReportState, label: typeof m.resolveSelected) => (
    <Button
      size="sm"
      busy={busy === state}
      disabled={busy !== null}
      onClick={() => void apply(state)}
    >
      {intl.formatMessage(label)}
    </Button>
  )
  return (
    <div className="report-bulk" role="group" aria-label={intl.formatMessage(m.bulk)}>
      <span role="status">{intl.formatMessage(m.selected, { count: props.selected.length })}</span>
      {button('resolved', m.resolveSelected)}
      {button('closed', m.closeSelected)}
      {button('open', m.reopenSelected)}
      <Button size="sm" variant="ghost" onClick={props.onDone}>
        {intl.formatMessage(m.clearSelection)}
      </Button>
    </div>
  )
}
