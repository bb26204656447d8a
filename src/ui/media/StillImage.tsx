import { useEffect, useRef, useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react'
import { useHoverFocus } from './use-hover-focus'
import './still-image.css'

export interface StillImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string
  alt: string
  /** Hold the image on its first frame (stopGifs is on and the image is a GIF). */
  stop: boolean
  /** Animate anyway: the control around the image is hovered or focused. */
  play?: boolean
  /** Fill the parent (gallery tiles) rather than sit inline (avatars). */
  block?: boolean
}

/** Copy the frame the image shows now (its first, right after loading) onto the canvas. */
function drawFirstFrame(image: HTMLImageElement, canvas: HTMLCanvasElement | null): boolean {
  const context = canvas?.getContext('2d')
  if (!canvas || !context) return false
  canvas.width = image.naturalWidth
  canvas.height = image.naturalHeight
  try {
    context.drawImage(image, 0, 0)
    return true
  } catch {
    // A broken image cannot be drawn: let it show as it is.
    return false
  }
}

/**
 * An image that, when `stop` is set, shows a still frame until it is hovered or focused (the
 * stopGifs setting). The animated image stays in the document, transparent, so it keeps its
 * size, its alt text and its load and error events; the canvas over it is decoration.
 */
export function StillImage({ stop, play = false, block = false, ...img }: StillImageProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const image = useRef<HTMLImageElement>(null)
  // Which src has fired its load event (a ref: the load itself needs no re-render).
  const loaded = useRef<string | null>(null)
  const hover = useHoverFocus()
  // The src whose first frame is on the canvas: a new src shows animated until drawn.
  const [drawn, setDrawn] = useState<string | null>(null)
  const { src, onLoad } = img
  const handleLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    onLoad?.(event)
    loaded.current = src
    if (stop && drawFirstFrame(event.currentTarget, canvas.current)) setDrawn(src)
  }
  // `stop` can arrive after the image loaded (a probe found it animated): hold the frame it
  // shows now.
  useEffect(() => {
    if (!stop || drawn === src || loaded.current !== src || !image.current) return
    if (drawFirstFrame(image.current, canvas.current)) setDrawn(src)
  }, [stop, src, drawn])
  const held = stop && drawn === src && !play && !hover.active
  const classes = ['still-image', block ? 'still-image-block' : '', held ? 'still-image-held' : '']
  return (
    <span className={classes.filter(Boolean).join(' ')} {...hover.handlers}>
      <img {...img} ref={image} alt={img.alt} onLoad={handleLoad} />
      {stop && <canvas ref={canvas} className={img.className} aria-hidden="true" />}
    </span>
  )
}
