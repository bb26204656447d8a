import type { Command } from './types'

// Resolves key presses to commands. Sequences ("g>h") work by a pending prefix: after "g" the
// next key is looked up among the sequences only, so "g" then "h" goes home and never also
// moves a column.

export const sequenceTimeoutMs = 1500

export interface KeyPress {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
}

export interface KeymapState {
  prefix: string | null
  prefixAt: number
}

export const idleKeymap: KeymapState = { prefix: null, prefixAt: 0 }

export interface Keymap {
  single: Map<string, Command>
  sequences: Map<string, Map<string, Command>>
}

/**
 * The keys of a binding in the order they are pressed: "g>h" is g then h, while ">" (and "<")
 * are keys of their own, not an empty sequence.
 */
export function bindingParts(binding: string): string[] {
  const at = binding.indexOf('>', 1)
  return at > 0 && at < binding.length - 1
    ? [binding.slice(0, at), binding.slice(at + 1)]
    : [binding]
}

export function buildKeymap(commands: readonly Command[]): Keymap {
  const single = new Map<string, Command>()
  const sequences = new Map<string, Map<string, Command>>()
  for (const command of commands) {
    for (const key of command.keys ?? []) {
      const [first, second] = bindingParts(key)
      if (first === undefined) continue
      if (second === undefined) {
        single.set(first, command)
        continue
      }
      const table = sequences.get(first) ?? new Map<string, Command>()
      table.set(second, command)
      sequences.set(first, table)
    }
  }
  return { single, sequences }
}

/** "mod+k" for Ctrl/Cmd chords; otherwise the key as typed. Alt chords are left to the system. */
export function keyName(press: KeyPress): string | null {
  if (press.altKey) return null
  if (press.ctrlKey || press.metaKey) return `mod+${press.key.toLowerCase()}`
  return press.key
}

export interface Resolution {
  state: KeymapState
  command: Command | null
  /** The key that chose the command (the digit for "column N"). */
  key: string | null
  /** The press was used (a command or a sequence prefix): the browser should not act on it. */
  handled: boolean
}

export function resolveKey(
  keymap: Keymap,
  state: KeymapState,
  press: KeyPress,
  now: number,
): Resolution {
  const key = keyName(press)
  if (key === null) return { state: idleKeymap, command: null, key: null, handled: false }
  if (state.prefix !== null && now - state.prefixAt <= sequenceTimeoutMs) {
    const command = keymap.sequences.get(state.prefix)?.get(key) ?? null
    return { state: idleKeymap, command, key, handled: true }
  }
  if (keymap.sequences.has(key)) {
    return { state: { prefix: key, prefixAt: now }, command: null, key, handled: true }
  }
  const command = keymap.single.get(key) ?? null
  return { state: idleKeymap, command, key, handled: command !== null }
}
