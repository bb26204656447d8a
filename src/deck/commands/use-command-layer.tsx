import { lazyAfterFirstPaint, lazyDialog } from '../../ui/common/lazy-after-first-paint'
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useDeck } from '../use-deck'
import type { CommandDialog } from './CommandKeys'
import { queueKeysUntilLoaded } from './key-queue'
import type { CommandContext } from './types'
import { useCommandContext } from './use-command-context'

// The shortcuts, the command registry and its dialogs load once the first status is on screen
// (or at the first key press, which is kept and pressed again): no first status needs them.
const CommandKeys = lazyAfterFirstPaint(() =>
  import('./CommandKeys').then((m) => ({ default: m.CommandKeys })),
)
const startKeyQueue = () => {
  queueKeysUntilLoaded(() => void CommandKeys.preload())
}

const AddColumnDialog = lazyDialog(() => import('../picker/AddColumnDialog'), 'AddColumnDialog')

type Dialog = CommandDialog | 'picker'

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
  // From the moment a view of columns is there, until its keys listen.
  useEffect(startKeyQueue, [])
  const handlers = useMemo(
    () => ({
      openHelp: () => setDialog('help'),
      openPalette: () => setDialog('palette'),
      openColumnPicker: () => setDialog('picker'),
    }),
    [],
  )
  const getContext = useCommandContext({ columnIds, columnIndex, setColumnIndex, ...handlers })
  const close = () => setDialog(null)
  const dialogs = (
    <>
      <Suspense fallback={null}>
        <CommandKeys
          getContext={getContext}
          dialog={dialog === 'picker' ? null : dialog}
          enabled={dialog === null}
          onClose={close}
        />
      </Suspense>
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
