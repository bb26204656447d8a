export interface KeyPress {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  /** An input method is composing: Enter confirms the composition, it does not submit. */
  isComposing: boolean
}

/**
 * spec 2 §4: with submitOnEnter, Enter posts (Shift+Enter is a new line); without it, Ctrl or
 * Cmd + Enter posts. Ctrl/Cmd + Enter posts either way.
 */
export function isSubmitKey(press: KeyPress, submitOnEnter: boolean): boolean {
  if (press.key !== 'Enter' || press.isComposing) return false
  if (press.ctrlKey || press.metaKey) return true
  return submitOnEnter && !press.shiftKey
}
