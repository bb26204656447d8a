import { memo, useEffect, useState } from 'react'
import { VIRTUAL_ROW_ESTIMATE_PX } from '../../state/constants'
import { StatusCard } from '../../ui/status'
import { mountBudget } from './mount-budget'

interface Props {
  statusId: string
  posinset: number
  setsize: number
  /** The row arrived with a stream turn: its card waits for room in the frame budget. */
  gated: boolean
}

// Rows render again only when their own props change, not whenever the column does (a new
// queue count, a re-measure of row heights).
const StatusRow = memo(StatusCard)

/** A feed row: the status card, or, while a stream burst's cards wait their turn, a placeholder
 * of the estimated height (see mount-budget.ts). */
export const GatedStatusRow = memo(function GatedStatusRow(props: Props) {
  const [ready, setReady] = useState(() => !props.gated || mountBudget().take())
  useEffect(() => {
    if (ready) return undefined
    return mountBudget().wait(() => {
      setReady(true)
    })
  }, [ready])
  if (!ready) {
    return (
      <div
        className="timeline-row-pending"
        aria-hidden="true"
        style={{ height: VIRTUAL_ROW_ESTIMATE_PX }}
      />
    )
  }
  return <StatusRow statusId={props.statusId} posinset={props.posinset} setsize={props.setsize} />
})
