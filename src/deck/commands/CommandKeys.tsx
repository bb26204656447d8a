import { useEffect } from 'react'
import { lazyDialog } from '../../ui/common/lazy-after-first-paint'
import { availableCommands } from './commands'
import { replayQueuedKeys } from './key-queue'
import type { CommandContext } from './types'
import { useDeckKeys } from './use-deck-keys'

const HelpDialog = lazyDialog(() => import('./HelpDialog'), 'HelpDialog')

const CommandPalette = lazyDialog(() => import('./CommandPalette'), 'CommandPalette')

export type CommandDialog = 'help' | 'palette' | null

interface Props {
  getContext: () => CommandContext
  /** The dialog of the layer's own that is open. */
  dialog: CommandDialog
  /** Off while any dialog of the view is open (the column picker too). */
  enabled: boolean
  onClose: () => void
}

/**
 * The keyboard layer: the deck's shortcuts through the command registry while no dialog is
 * open, and the help dialog and palette that list the commands. Loaded after the first status
 * (use-command-layer.tsx); keys pressed before are pressed again once it listens.
 */
export function CommandKeys({ getContext, dialog, enabled, onClose }: Props) {
  useDeckKeys(getContext, enabled)
  // After the shortcut's listener is in place (effects run in order).
  useEffect(replayQueuedKeys, [])
  return (
    <>
      {dialog === 'help' && (
        <HelpDialog commands={availableCommands(getContext())} onClose={onClose} />
      )}
      {dialog === 'palette' && (
        <CommandPalette
          commands={availableCommands(getContext())}
          onRun={(command) => command.perform(getContext())}
          onClose={onClose}
        />
      )}
    </>
  )
}
