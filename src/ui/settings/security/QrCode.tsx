import { encode } from 'uqr'

/**
 * A QR code drawn as one SVG path from the encoder's matrix (the uqr library, loaded with the
 * two-factor setup only). Black on white whatever the theme: scanners need the contrast.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: 'M', border: 2 })
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return (
    <svg
      className="settings-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width={Math.max(160, size * 4)}
      height={Math.max(160, size * 4)}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
