/** How a key binding reads in the help dialog: "g then h", "Ctrl+K" (or "⌘K" on a Mac). */
export function keyLabel(key: string, mac: boolean): string[] {
  return key.split('>').map((part) => {
    if (part.startsWith('mod+')) return `${mac ? '⌘' : 'Ctrl+'}${part.slice(4).toUpperCase()}`
    if (part === ' ') return 'Space'
    return part
  })
}

export function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
}
