import { bindingParts } from './keymap'

/** How a key binding reads in the help dialog: ["g", "h"] for g then h, ["Ctrl+K"] (or "⌘K"). */
export function keyLabel(key: string, mac: boolean): string[] {
  return bindingParts(key).map((part) => {
    if (part.startsWith('mod+') && part.length > 4) {
      return `${mac ? '⌘' : 'Ctrl+'}${part.slice(4).toUpperCase()}`
    }
    if (part === ' ') return 'Space'
    return part
  })
}

export function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
}
