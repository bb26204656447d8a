// Which images the stopGifs setting holds still: GIFs, known by their mimetype or, for avatars
// that come without one, by the file name (the check Akkoma-FE makes).

export function isGif(url: string | null | undefined, mimetype?: string | null): boolean {
  if (mimetype?.toLowerCase() === 'image/gif') return true
  if (url === null || url === undefined) return false
  const path = url.split(/[?#]/)[0] ?? ''
  return path.toLowerCase().endsWith('.gif')
}
