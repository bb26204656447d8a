import { useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useIntl } from 'react-intl'
import type { Attachment } from '../../entities'
import { safeImageUrl } from '../../lib/html'
import { Icon } from '../common/Icon'
import { Modal } from '../common/Modal'
import { FlashAttachment } from './FlashAttachment'
import { isViewable } from './gallery-rows'
import { mediaMessages as m } from './messages'
import { VideoAttachment } from './VideoAttachment'
import { pinchScale, settleScale, swipeDirection, wrapIndex } from './viewer-gestures'
import './media-viewer.css'

export interface MediaViewerProps {
  /** A status's attachments; only image, video, audio and flash are shown. */
  attachments: readonly Attachment[]
  /** Index in `attachments` to start at (a non-viewable one starts at the first viewable). */
  startIndex: number
  onClose: () => void
  loopVideo?: boolean
  loopVideoSilentOnly?: boolean
}

function distance(points: Map<number, { x: number; y: number }>): number {
  const [a, b] = [...points.values()]
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0
}

/** The media viewer modal: wraps around, counter and description, swipe, pinch zoom, keys. */
export function MediaViewer(props: MediaViewerProps) {
  const intl = useIntl()
  const items = useMemo(() => props.attachments.filter(isViewable), [props.attachments])
  const start = props.attachments[props.startIndex]
  const [index, setIndex] = useState(() => Math.max(0, start ? items.indexOf(start) : 0))
  const [scale, setScale] = useState(1)
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const gesture = useRef<{ x: number; y: number; scale: number; distance: number } | null>(null)
  const current = items[index]

  const go = (step: number) => {
    setIndex((at) => wrapIndex(at + step, items.length))
    setScale(1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The items run in the reading direction: right to left, the left arrow goes on.
    const forward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const back = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft'
    if (event.key === forward) go(1)
    else if (event.key === back) go(-1)
    else return
    event.preventDefault()
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    gesture.current = {
      x: event.clientX,
      y: event.clientY,
      scale,
      distance: distance(pointers.current),
    }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    const g = gesture.current
    if (g && pointers.current.size === 2)
      setScale(pinchScale(g.scale, g.distance, distance(pointers.current)))
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current
    const wasPinch = pointers.current.size > 1
    pointers.current.delete(event.pointerId)
    if (wasPinch) {
      setScale(settleScale(scale))
      return
    }
    if (g && scale === 1) {
      const rtl = document.documentElement.dir === 'rtl'
      const step = swipeDirection(event.clientX - g.x, event.clientY - g.y, window.innerWidth, rtl)
      if (step !== 0) go(step)
    }
    gesture.current = null
  }

  const title = intl.formatMessage(m.viewer)
  if (!current) return null
  const description = current.description ?? ''
  const src = safeImageUrl(current.url)
  return (
    <Modal
      title={title}
      onClose={props.onClose}
      hideTitle
      onKeyDown={onKeyDown}
      className="media-viewer"
    >
      <div
        className="media-viewer-stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        {current.kind === 'image' && src !== undefined && (
          <img
            className="media-viewer-image"
            src={src}
            alt={description}
            draggable={false}
            style={{ transform: `scale(${String(scale)})` }}
          />
        )}
        {current.kind === 'video' && (
          <VideoAttachment
            key={current.id}
            attachment={current}
            autoPlay
            loopVideo={props.loopVideo ?? true}
            loopVideoSilentOnly={props.loopVideoSilentOnly ?? true}
            className="media-viewer-video"
          />
        )}
        {current.kind === 'audio' && src !== undefined && (
          // eslint-disable-next-line jsx-a11y/media-has-caption -- the description is shown below
          <audio key={current.id} src={src} controls autoPlay />
        )}
        {current.kind === 'flash' && <FlashAttachment key={current.id} attachment={current} />}
      </div>
      <div className="media-viewer-footer">
        {items.length > 1 && (
          <button
            type="button"
            aria-label={intl.formatMessage(m.previous)}
            title={intl.formatMessage(m.previous)}
            onClick={() => {
              go(-1)
            }}
          >
            <Icon name="chevronLeft" />
          </button>
        )}
        <span className="media-viewer-counter">
          {intl.formatMessage(m.counter, { current: index + 1, total: items.length })}
        </span>
        {items.length > 1 && (
          <button
            type="button"
            aria-label={intl.formatMessage(m.next)}
            title={intl.formatMessage(m.next)}
            onClick={() => {
              go(1)
            }}
          >
            <Icon name="chevronRight" />
          </button>
        )}
        {description !== '' && <p className="media-viewer-description">{description}</p>}
      </div>
    </Modal>
  )
}
