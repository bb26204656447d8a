import { memo } from 'react'
import { StatusCard } from '../../ui/status'
import { useMountGate } from '../../ui/timeline'

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
  /** A pinned status shown first on its author's profile: with the pinned line. */
  showPinned?: boolean
  /** Shown on this account's profile (see StatusCard). */
  profileOwnerId?: string
}

// Rows render again only when their own props change, not whenever the column does (a new
// queue count, a re-measure of row heights).
const StatusRow = memo(StatusCard)

/** A feed row: the status card, or, while a stream burst's cards wait their turn, a placeholder
 * of the estimated height (see ui/timeline/mount-budget.ts). */
export const GatedStatusRow = memo(function GatedStatusRow(props: Props) {
  const ready = useMountGate(props.gated, props.inView)
  if (!ready) {
    return (
      <div
        className="timeline-row-pending"
        aria-hidden="true"
        style={{ height: props.placeholderPx }}
      />
    )
  }
  return (
    <StatusRow
      statusId={props.statusId}
      posinset={props.posinset}
      setsize={props.setsize}
      showPinned={props.showPinned}
      profileOwnerId={props.profileOwnerId}
    />
  )
})
