import { useRef } from 'react'
import { useHotkeys } from 'react-hotkeys-hook'
import { commands } from './commands'
import { buildKeymap, idleKeymap, resolveKey, type KeymapState } from './keymap'
import type { CommandContext } from './types'

const keymap = buildKeymap(commands)

/**
 * Dialogs and menus keep their own keys, and Enter or Space on a button or link presses it: the
 * deck's shortcuts stay out of those.
 */
function insideOwnKeys(event: KeyboardEvent): boolean {
  const target = event.target
  if (!(target instanceof Element)) return false
  if (target.closest('[role="dialog"], [role="menu"], [role="listbox"]')) return true
  const pressing = event.key === 'Enter' || event.key === ' '
  return pressing && target.closest('button, a[href], summary, [role="button"]') !== null
}

/**
 * The deck's shortcuts: every key press outside fields, dialogs and menus goes through the
 * command registry's keymap. `getContext` is read at press time, so commands act on the deck as
 * it is then.
 */
export function useDeckKeys(getContext: () => CommandContext, enabled: boolean): void {
  const state = useRef<KeymapState>(idleKeymap)
  useHotkeys(
    '*',
    (event) => {
      if (!enabled || insideOwnKeys(event)) return
      const result = resolveKey(keymap, state.current, event, Date.now())
      state.current = result.state
      if (!result.handled) return
      event.preventDefault()
      const context = getContext()
      const command = result.command
      if (!command || !(command.isAvailable?.(context) ?? true)) return
      if (command.id === 'deck.column-n' && result.key) {
        context.focusColumn(Number(result.key) - 1)
        return
      }
      command.perform(context)
    },
    { enableOnFormTags: false, enableOnContentEditable: false, preventDefault: false },
    [enabled, getContext],
  )
}
