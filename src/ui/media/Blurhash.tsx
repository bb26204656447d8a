import { decode, isBlurhashValid } from 'blurhash'
import { useEffect, useRef } from 'react'

const SIZE = 32

/** A blurred placeholder drawn from the attachment's blurhash (nothing for a bad hash). */
export function Blurhash({ hash, className }: { hash: string; className?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const valid = isBlurhashValid(hash).result
  useEffect(() => {
    if (!valid || !canvas.current) return
    let context: CanvasRenderingContext2D | null = null
    try {
      context = canvas.current.getContext('2d')
    } catch {
      context = null
    }
    if (!context) return
    const pixels = decode(hash, SIZE, SIZE)
    const image = context.createImageData(SIZE, SIZE)
    image.data.set(pixels)
    context.putImageData(image, 0, 0)
  }, [hash, valid])
  if (!valid) return null
  return (
    <canvas
      ref={canvas}
      className={['blurhash', className ?? ''].filter(Boolean).join(' ')}
      width={SIZE}
      height={SIZE}
      aria-hidden="true"
    />
  )
}
