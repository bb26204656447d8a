import { memo } from 'react'
import {
  NotificationRow,
  type NotificationRowProps,
} from '../../src/ui/notifications/NotificationRow'
import { useMountGate } from '../../src/ui/timeline'

interface Props extends NotificationRowProps {
  /** Arrived with a stream turn: waits for room in the frame budget. */
  gated: boolean
  inView: boolean
  placeholderPx: number
}

/** A notification row, or its placeholder while a stream turn's rows wait their frame. */
export const GatedNotificationRow = memo(function GatedNotificationRow({
  gated,
  inView,
  placeholderPx,
  ...row
}: Props) {
  const ready = useMountGate(gated, inView)
  if (!ready) {
    return (
      <div className="timeline-row-pending" aria-hidden="true" style={{ height: placeholderPx }} />
    )
  }
  return <NotificationRow {...row} />
})
