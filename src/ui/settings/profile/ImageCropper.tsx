import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useIntl } from 'react-intl'
import {
  cropRect,
  initialView,
  maxZoom,
  outputSize,
  panView,
  settle,
  type CropView,
} from '../../../lib/media/crop'
import { Button, Dialog } from '../../primitives'
import { settingsMessages } from '../messages'
import { profileMessages as m } from './profile-messages'

interface Props {
  /** What is cropped, for the title ("the avatar"). */
  what: string
  image: ImageBitmap
  /** Width over height of the result: 1 for an avatar, 3 for a banner. */
  aspect: number
  /** The widest result, in pixels. */
  maxWidth: number
  onDone: (blob: Blob) => void
  onCancel: () => void
}

const frameWidth = (aspect: number) => (aspect >= 2 ? 480 : 280)

/** Crops an image to its shape: drag or arrow keys to move, the slider (or + and -) to zoom. */
export function ImageCropper({ what, image, aspect, maxWidth, onDone, onCancel }: Props) {
  const intl = useIntl()
  // A state, not a ref: the dialog around it loads on demand, so the canvas mounts after this
  // component did, and drawing has to wait for it.
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null)
  const drag = useRef<{ x: number; y: number } | null>(null)
  const [view, setView] = useState<CropView>(initialView)
  const size = { width: image.width, height: image.height }
  const width = frameWidth(aspect)
  const height = Math.round(width / aspect)

  useEffect(() => {
    const context = canvas?.getContext('2d')
    if (!context) return
    const rect = cropRect({ width: image.width, height: image.height }, aspect, view)
    context.clearRect(0, 0, width, height)
    context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, width, height)
  }, [canvas, image, aspect, view, width, height])

  const move = (dx: number, dy: number) => setView((v) => panView(size, aspect, v, width, dx, dy))
  const zoomTo = (zoom: number) => setView((v) => settle(size, aspect, { ...v, zoom }))
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 40 : 10
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [step, 0],
      ArrowRight: [-step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    }
    const delta = moves[event.key]
    if (delta) move(delta[0], delta[1])
    else if (event.key === '+' || event.key === '=') zoomTo(view.zoom + 0.25)
    else if (event.key === '-') zoomTo(view.zoom - 0.25)
    else return
    event.preventDefault()
  }
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const start = drag.current
    if (!start) return
    const scale = width / event.currentTarget.getBoundingClientRect().width
    move((event.clientX - start.x) * scale, (event.clientY - start.y) * scale)
    drag.current = { x: event.clientX, y: event.clientY }
  }
  const finish = () => {
    const rect = cropRect(size, aspect, view)
    const out = outputSize(rect, maxWidth, aspect)
    const target = document.createElement('canvas')
    target.width = out.width
    target.height = out.height
    target
      .getContext('2d')
      ?.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, out.width, out.height)
    target.toBlob((blob) => {
      if (blob) onDone(blob)
    }, 'image/png')
  }

  return (
    <Dialog
      title={intl.formatMessage(m.crop, { what })}
      onClose={onCancel}
      className="settings-cropper"
    >
      {/* The frame is a button: focus it to move the picture with the arrow keys (+ and - zoom),
          or drag it. */}
      <button
        type="button"
        className={aspect >= 2 ? 'crop-frame crop-frame-wide' : 'crop-frame'}
        aria-label={intl.formatMessage(m.cropArea)}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
      >
        <canvas ref={setCanvas} width={width} height={height} />
      </button>
      <label className="crop-zoom">
        <span>{intl.formatMessage(m.zoom)}</span>
        <input
          type="range"
          min={1}
          max={maxZoom}
          step={0.05}
          value={view.zoom}
          onChange={(event) => zoomTo(Number(event.currentTarget.value))}
        />
      </label>
      <div className="confirm-modal-buttons">
        <Button onClick={onCancel}>{intl.formatMessage(settingsMessages.cancel)}</Button>
        <Button variant="primary" onClick={finish}>
          {intl.formatMessage(m.useCrop)}
        </Button>
      </div>
    </Dialog>
  )
}
