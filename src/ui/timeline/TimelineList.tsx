import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual'
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
  type UIEvent,
} from 'react'
import {
  firstPaintDone,
  leadsFirstPaint,
  markFirstPaint,
  subscribeFirstPaint,
} from '../../lib/first-paint'
import { VIRTUAL_ROW_ESTIMATE_PX } from '../../state/constants'
import { swallowsClick } from './use-click-block'
import { isNearBottom, useNearBottomWatch } from './use-near-bottom'
import { useReadingAnchor } from './use-reading-anchor'
import './timeline-list.css'

export interface RowPosition {
  index: number
  /** How many rows the feed has. */
  size: number
  /** The row is in the viewport (not one of those rendered ahead of scrolling). */
  inView: boolean
  /** The height rows of this feed typically measure (a placeholder's height). */
  typicalPx: number
}

export interface TimelineListProps {
  /** Accessible name of the feed (the column's title). */
  label: string
  ids: readonly string[]
  busy: boolean
  /** The id whose row holds the reading focus, kept focused across virtualisation. */
  focusedId: string | null
  /** The focused id changed from inside (a click or Tab into a row). */
  onFocusRow: (id: string) => void
  renderRow: (id: string, position: RowPosition) => ReactNode
  /**
   * Called (throttled by the caller) whenever the reader is near the bottom: on a scroll, and
   * when rows, the loading flag or the feed's size change while they are there.
   */
  onNearBottom: () => void
  /** The last load failed: only the reader's own scroll (or the retry button) asks again. */
  holdAutoLoad?: boolean
  onAtTopChange: (atTop: boolean) => void
  /** Scrolls away above the rows (a profile's header); the rows are placed below it. */
  header?: ReactNode
  footer?: ReactNode
  /**
   * Rows rendered even when scrolled far away: those with an inline composer open, whose text
   * and uploads in progress must not be unmounted.
   */
  keepMounted?: () => ReadonlySet<string>
  /** Pointer clicks on the feed are swallowed while this says so (just after a show). */
  clicksBlocked?: () => boolean
  /** Counts the reader's asks to see the newest rows ("show new"): each one scrolls to the top. */
  topRequests?: number
}

/** The rows around the viewport, plus the kept ones wherever they are. */
export function rowsToRender(
  range: Range,
  ids: readonly string[],
  kept: ReadonlySet<string> | undefined,
): number[] {
  const indexes = defaultRangeExtractor(range)
  if (!kept || kept.size === 0) return indexes
  const shown = new Set(indexes)
  for (const id of kept) {
    const index = ids.indexOf(id)
    if (index >= 0) shown.add(index)
  }
  return shown.size === indexes.length ? indexes : [...shown].sort((a, b) => a - b)
}

/**
 * A column's feed: virtualised rows keyed by entity id with measured heights, so the DOM stays
 * small however long the timeline grows; the row being read stays put when items arrive above
 * it; the focused row is scrolled to and refocused when it is rendered again.
 */
export function TimelineList(props: TimelineListProps) {
  const { ids, focusedId, onNearBottom, onAtTopChange } = props
  const scrollRef = useRef<HTMLDivElement>(null)
  const atTopRef = useRef(true)
  const headerRef = useRef<HTMLDivElement>(null)
  const headerPx = useHeight(headerRef, props.header !== undefined)
  // Until the first status is on screen, only the rows in view, and only in the first feed that
  // has rows: the rows rendered ahead of scrolling and the other columns' cards would only make
  // the first paint wait. They follow right after it.
  const painted = useSyncExternalStore(subscribeFirstPaint, firstPaintDone, firstPaintDone)
  const leads = leadsFirstPaint(useId(), ids.length > 0)
  useEffect(() => {
    // The lead feed's rows showed no status (all hidden, or other rows): nothing else to wait for.
    if (!painted && leads && ids.length > 0 && !scrollRef.current?.querySelector('article')) {
      markFirstPaint()
    }
  })
  const virtualizer = useVirtualizer({
    count: ids.length,
    getScrollElement: () => scrollRef.current,
    // Rows start below the header: the virtualiser counts it when it decides what is in view.
    scrollMargin: headerPx,
    estimateSize: () => VIRTUAL_ROW_ESTIMATE_PX,
    getItemKey: (index) => ids[index] ?? index,
    overscan: painted ? 4 : 0,
    rangeExtractor: (range) => rowsToRender(range, ids, props.keepMounted?.()),
  })
  useReadingAnchor(scrollRef, virtualizer, ids)
  // After the anchor, which would otherwise keep the row being read in place under new rows.
  const topRequests = props.topRequests ?? 0
  useLayoutEffect(() => {
    if (topRequests > 0) virtualizer.scrollToOffset(0)
  }, [topRequests, virtualizer])
  useFocusedRowTracking(scrollRef, props.onFocusRow)
  useNearBottomWatch(scrollRef, onNearBottom, {
    rows: ids.length,
    busy: props.busy,
    totalPx: virtualizer.getTotalSize(),
    held: props.holdAutoLoad === true,
  })

  // Bring the focused row into view when it changes (j/k), and give it focus again when it was
  // re-rendered. Only on a change: a reader who scrolls the focused row away is not pulled back.
  const focusIndex = focusedId === null ? -1 : ids.indexOf(focusedId)
  const shownFocus = useRef<string | null>(null)
  useLayoutEffect(() => {
    if (focusIndex < 0) return
    const scroller = scrollRef.current
    const row = scroller?.querySelector<HTMLElement>(
      `[data-row-id="${CSS.escape(focusedId ?? '')}"]`,
    )
    if (!row) {
      if (shownFocus.current !== focusedId) virtualizer.scrollToIndex(focusIndex, { align: 'auto' })
      return
    }
    shownFocus.current = focusedId
    const focusable = row.querySelector<HTMLElement>('article') ?? row
    // Focus already inside the row (a button, the inline reply composer) stays where it is.
    if (row.contains(document.activeElement) && document.activeElement !== row) return
    if (
      scroller?.contains(document.activeElement) !== false &&
      document.activeElement !== focusable
    ) {
      focusable.focus({ preventScroll: false })
    }
  })

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget
    const atTop = element.scrollTop < 10
    if (atTop !== atTopRef.current) {
      atTopRef.current = atTop
      onAtTopChange(atTop)
    }
    if (isNearBottom(element)) onNearBottom()
  }

  const items = leads ? virtualizer.getVirtualItems() : []
  const range = virtualizer.range
  const typicalPx = medianSize(items)
  return (
    <div
      className="timeline-scroll"
      ref={scrollRef}
      onScroll={onScroll}
      onClickCapture={(event) => {
        if (!swallowsClick(event.detail, props.clicksBlocked?.() === true)) return
        event.preventDefault()
        event.stopPropagation()
      }}
    >
      {props.header !== undefined && (
        <div ref={headerRef} className="timeline-header">
          {props.header}
        </div>
      )}
      <div
        role="feed"
        aria-label={props.label}
        aria-busy={props.busy}
        className="timeline-feed"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const id = ids[item.index]
          if (id === undefined) return null
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              data-row-id={id}
              className="timeline-row"
              style={{ transform: `translateY(${item.start - headerPx}px)` }}
            >
              {props.renderRow(id, {
                index: item.index,
                size: ids.length,
                inView:
                  range !== null && item.index >= range.startIndex && item.index <= range.endIndex,
                typicalPx,
              })}
            </div>
          )
        })}
      </div>
      {props.footer}
    </div>
  )
}

/** The height of an element as it changes (0 while there is none). */
function useHeight(ref: RefObject<HTMLElement | null>, present: boolean): number {
  const [height, setHeight] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!present || !element) {
      setHeight(0)
      return undefined
    }
    setHeight(element.offsetHeight)
    if (typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(() => {
      setHeight(element.offsetHeight)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
    }
  }, [ref, present])
  return height
}

/** The median height of the rows rendered: a placeholder that close to its card's height spares
 * the feed a re-layout when the card replaces it. */
function medianSize(items: readonly { size: number }[]): number {
  const sizes = items.map((item) => item.size).sort((a, b) => a - b)
  return Math.round(sizes[Math.floor(sizes.length / 2)] ?? VIRTUAL_ROW_ESTIMATE_PX)
}

/** A click or Tab into a row makes it the row with the reading focus. */
function useFocusedRowTracking(
  scrollRef: RefObject<HTMLDivElement | null>,
  onFocusRow: (id: string) => void,
) {
  const latest = useRef(onFocusRow)
  useEffect(() => {
    latest.current = onFocusRow
  })
  useEffect(() => {
    const scroller = scrollRef.current
    if (!scroller) return
    const onFocusIn = (event: FocusEvent) => {
      const row = event.target instanceof Element ? event.target.closest('[data-row-id]') : null
      const id = row?.getAttribute('data-row-id')
      if (id) latest.current(id)
    }
    scroller.addEventListener('focusin', onFocusIn)
    return () => {
      scroller.removeEventListener('focusin', onFocusIn)
    }
  }, [scrollRef])
}
