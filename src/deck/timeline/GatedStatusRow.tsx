import { memo, useEffect, useState } from 'react'
import { StatusCard } from '../../ui/status'
import { mountBudget } from './mount-budget'

interface Props {
  statusId: string
  posinset: number
  setsize: number
  /** The row arrived with a stream turn: its card waits for room in the frame budget. */
  gated: boolean
  /** In the viewport: a waiting row outside it (rendered ahead of scrolling) does not ask for
   * its card until it comes into view, since the next turn usually replaces it first. */
  inView: boolean
  /** The placeholder's height: what rows of the feed typically measure. */
  placeholderPx: number
}

// Rows render again only when their own props change, not whenever the column does (a new
// queue count, a re-measure of row heights).
const StatusRow = memo(StatusCard)

/** A feed row: the status card, or, while a stream burst's cards wait their turn, a placeholder
 * of the estimated height (see mount-budget.ts). */
export const GatedStatusRow = memo(function GatedStatusRow(props: Props) {
  const [ready, setReady] = useState(() => !props.gated || (props.inView && mountBudget().take()))
  const asks = !ready && props.inView
  useEffect(() => {
    if (!asks) return undefined
    return mountBudget().wait(() => {
      setReady(true)
    })
  }, [asks])
  if (!ready) {
    return (
      <div
        className="timeline-row-pending"
        aria-hidden="true"
        style={{ height: props.placeholderPx }}
      />
    )
  }
  return <StatusRow statusId={props.statusId} posinset={props.posinset} setsize={props.setsize} />
})
