import { createContext, useContext, useMemo } from 'react'
import type { StatusTimelineProps } from '../../../columns/types'
import { POLL_INTERVAL_MS } from '../../state/constants'
import type { ColumnSettings } from '../layout'
import { TimelineColumn, type TimelineFeedKind } from './TimelineColumn'

/** The column a component body runs in: its feed is that column's. */
interface EmbeddingColumn {
  columnId: string
  account: string
  settings: ColumnSettings
  title: string
}

const EmbeddingContext = createContext<EmbeddingColumn | null>(null)

export const EmbeddingColumnProvider = EmbeddingContext.Provider

/**
 * The deck's status feed inside a component body (ColumnBodyProps.StatusTimeline): it runs as
 * the body's column, on the source the body names. A new source (another profile tab) clears
 * the column and fetches again.
 */
export function EmbeddedTimeline(props: StatusTimelineProps) {
  const column = useContext(EmbeddingContext)
  const { source, userId, order = 'newest-first' } = props
  const sourceKey = JSON.stringify(source)
  const kind = useMemo<TimelineFeedKind>(
    () => ({
      source: () => JSON.parse(sourceKey) as StatusTimelineProps['source'],
      pollIntervalMs: POLL_INTERVAL_MS.timeline,
      order,
      clearOnLeave: false,
      // Spec 1 section 4: the user and media timelines accept data only if the user matches.
      ...(userId !== undefined ? { accepts: (status) => status.user_id === userId } : {}),
    }),
    [sourceKey, userId, order],
  )
  const params = useMemo(() => {
    const shown: Record<string, string> = { source: sourceKey }
    if (userId !== undefined) shown.accountId = userId
    return shown
  }, [userId, sourceKey])
  if (!column) return null
  return (
    <TimelineColumn
      columnId={column.columnId}
      kind={kind}
      params={params}
      account={column.account}
      settings={column.settings}
      title={column.title}
      header={props.header}
      pinnedIds={props.pinnedIds}
      profileOwnerId={props.profileOwnerId}
    />
  )
}
