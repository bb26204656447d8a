// Cropping an image to a fixed shape (a square avatar, a 3:1 header) by zoom and position: the
// image always covers the frame, the reader moves and zooms it, and the part in the frame is
// what gets uploaded. Pure numbers; the cropper draws them on a canvas.

export interface CropView {
  /** 1 shows as much of the image as the frame's shape allows; up to maxZoom closer. */
  zoom: number
  /** The centre of the frame, as a fraction of the image's width and height. */
  centerX: number
  centerY: number
}

export interface Size {
  width: number
  height: number
}

export interface CropRect {
  x: number
  y: number
  width: number
  height: number
}

export const maxZoom = 4
/** Larger images are refused before any canvas is made (a hostile file could claim anything). */
export const maxSourcePixels = 50_000_000

export const initialView: CropView = { zoom: 1, centerX: 0.5, centerY: 0.5 }

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** The part of the image in the frame, in image pixels, kept inside the image. */
export function cropRect(image: Size, aspect: number, view: CropView): CropRect {
  const zoom = clamp(view.zoom, 1, maxZoom)
  // At zoom 1 the frame's shape fits the image exactly along one side.
  const baseWidth = Math.min(image.width, image.height * aspect)
  const width = baseWidth / zoom
  const height = width / aspect
  const x = clamp(view.centerX * image.width - width / 2, 0, image.width - width)
  const y = clamp(view.centerY * image.height - height / 2, 0, image.height - height)
  return { x, y, width, height }
}

/** The view moved by a drag of (dx, dy) frame pixels in a frame `frameWidth` wide. */
export function panView(
  image: Size,
  aspect: number,
  view: CropView,
  frameWidth: number,
  dx: number,
  dy: number,
): CropView {
  const rect = cropRect(image, aspect, view)
  const scale = rect.width / frameWidth
  // Dragging the image right shows more of its left: the centre moves the other way.
  const x = rect.x + rect.width / 2 - dx * scale
  const y = rect.y + rect.height / 2 - dy * scale
  return settle(image, aspect, { ...view, centerX: x / image.width, centerY: y / image.height })
}

/** The view with its centre brought back so the frame stays on the image. */
export function settle(image: Size, aspect: number, view: CropView): CropView {
  const zoom = clamp(view.zoom, 1, maxZoom)
  const rect = cropRect(image, aspect, { ...view, zoom })
  return {
    zoom,
    centerX: (rect.x + rect.width / 2) / image.width,
    centerY: (rect.y + rect.height / 2) / image.height,
  }
}

/** The output size: the crop's own size, no larger than `max` wide, never below 1 pixel. */
export function outputSize(rect: CropRect, maxWidth: number, aspect: number): Size {
  const width = Math.max(1, Math.round(Math.min(rect.width, maxWidth)))
  return { width, height: Math.max(1, Math.round(width / aspect)) }
}
