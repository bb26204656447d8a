import { lazyDialog } from '../../ui/common/lazy-after-first-paint'
import { useMemo, useState, type ReactNode } from 'react'
import { useDeck } from '../use-deck'
import { availableCommands } from './commands'
import type { CommandContext } from './types'
import { useCommandContext } from './use-command-context'
import { useDeckKeys } from './use-deck-keys'

const HelpDialog = lazyDialog(() => import('./HelpDialog'), 'HelpDialog')

const CommandPalette = lazyDialog(() => import('./CommandPalette'), 'CommandPalette')

const AddColumnDialog = lazyDialog(() => import('../picker/AddColumnDialog'), 'AddColumnDialog')

type Dialog = 'help' | 'palette' | 'picker' | null

export interface CommandLayer {
  /** The help dialog, the palette and the column picker, when open. */
  dialogs: ReactNode
  openPicker: () => void
  getContext: () => CommandContext
}

/**
 * The keyboard and its dialogs for a view of columns (the deck, or one focused column): keys go
 * through the command registry while no dialog is open.
 */
export function useCommandLayer(
  columnIds: readonly string[],
  columnIndex: number,
  setColumnIndex: (index: number) => void,
): CommandLayer {
  const deck = useDeck()
  const [dialog, setDialog] = useState<Dialog>(null)
  const handlers = useMemo(
    () => ({
      openHelp: () => setDialog('help'),
      openPalette: () => setDialog('palette'),
      openColumnPicker: () => setDialog('picker'),
    }),
    [],
  )
  const getContext = useCommandContext({ columnIds, columnIndex, setColumnIndex, ...handlers })
  useDeckKeys(getContext, dialog === null)
  const close = () => setDialog(null)
  const dialogs = (
    <>
      {dialog === 'help' && (
        <HelpDialog commands={availableCommands(getContext())} onClose={close} />
      )}
      {dialog === 'palette' && (
        <CommandPalette
          commands={availableCommands(getContext())}
          onRun={(command) => command.perform(getContext())}
          onClose={close}
        />
      )}
      {dialog === 'picker' && (
        <AddColumnDialog
          defaultAccount={deck.owner}
          signedIn={deck.signedIn}
          dispatch={deck.dispatch}
          onClose={close}
        />
      )}
    </>
  )
  return { dialogs, openPicker: handlers.openColumnPicker, getContext }
}
