import { useEffect } from 'react'

/**
 * Writes the visual viewport's height and top as `--viewport-height` and `--viewport-top` on
 * the root element. While a phone's on-screen keyboard is open the visual viewport is the part
 * above it; dialogs size to it so the composer and its pickers stay in sight. Browsers that
 * resize the layout viewport (index.html asks for `interactive-widget=resizes-content`) need
 * it less, but Safari does not. Without the API the stylesheets fall back to `100dvh`.
 */
export function useVisualViewportVars(): void {
  useEffect(() => {
    const viewport = window.visualViewport
    if (!viewport) return
    const root = document.documentElement.style
    let frame = 0
    const write = () => {
      frame = 0
      root.setProperty('--viewport-height', `${String(viewport.height)}px`)
      root.setProperty('--viewport-top', `${String(viewport.offsetTop)}px`)
    }
    // Resize and scroll fire many times while the keyboard slides in: one write per frame.
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(write)
    }
    write()
    viewport.addEventListener('resize', schedule)
    viewport.addEventListener('scroll', schedule)
    return () => {
      viewport.removeEventListener('resize', schedule)
      viewport.removeEventListener('scroll', schedule)
      if (frame !== 0) cancelAnimationFrame(frame)
      root.removeProperty('--viewport-height')
      root.removeProperty('--viewport-top')
    }
  }, [])
}
