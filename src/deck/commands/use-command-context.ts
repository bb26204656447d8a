import { useStore } from 'jotai'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { routePath } from '../../routes/route-table'
import { openSettingsAtom } from '../../ui/common/settings-opener'
import { statusHandleFor } from '../../ui/status'
import { columnFocusAtom } from '../column-focus'
import { composerRequestAtom } from '../composer/composer-request'
import { columnElement, focusColumn, neighbourRowId } from '../focus'
import { useDeck } from '../use-deck'
import type { CommandContext } from './types'

interface Options {
  /** The ids of the columns on screen, left to right (one in a focused view). */
  columnIds: readonly string[]
  columnIndex: number
  setColumnIndex: (index: number) => void
  openHelp: () => void
  openPalette: () => void
  openColumnPicker: () => void
}

/** What commands act on, read fresh at each key press: the deck's or a focused view's columns. */
export function useCommandContext(options: Options): () => CommandContext {
  const store = useStore()
  const navigate = useNavigate()
  const deck = useDeck()
  const { columnIds, columnIndex, setColumnIndex } = options

  const focusColumnAt = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(columnIds.length - 1, index))
      setColumnIndex(target)
      const id = columnIds[target]
      if (id === undefined) return
      // On a phone the column mounts on the next render; focus it then.
      requestAnimationFrame(() => {
        const element = columnElement(id)
        if (element) focusColumn(element, store.get(columnFocusAtom(store, id)))
      })
    },
    [columnIds, setColumnIndex, store],
  )

  return useCallback((): CommandContext => {
    const id = columnIds[columnIndex]
    const element = id === undefined ? null : columnElement(id)
    return {
      signedIn: deck.signedIn,
      nickname: deck.account?.nickname,
      userId: deck.account?.userId,
      navigate: (path) => void navigate(path),
      layout: deck.layout,
      dispatch: deck.dispatch,
      columnIndex,
      focusColumn: focusColumnAt,
      moveInColumn: (by) => {
        if (id === undefined || !element) return
        const focusAtom = columnFocusAtom(store, id)
        const next = neighbourRowId(element, store.get(focusAtom), by)
        if (!next) return
        store.set(focusAtom, next)
        // With nothing focused in the column (a fresh deck), the list only keeps focus that is
        // already inside it: put it on the row here.
        if (!element.contains(document.activeElement)) focusColumn(element, next)
      },
      openFocused: () => {
        const active = document.activeElement
        const handle = statusHandleFor(active)
        // A row that is not a status (a notification) names where it leads.
        const path = active instanceof HTMLElement ? active.dataset.openPath : undefined
        if (handle) void navigate(routePath('conversation', { id: handle.statusId }))
        else if (path) void navigate(path)
        else element?.querySelector<HTMLAnchorElement>('.column-title a')?.click()
      },
      back: () => void navigate(-1),
      showNew: () => element?.querySelector<HTMLButtonElement>('.timeline-show-new')?.click(),
      openHelp: options.openHelp,
      openPalette: options.openPalette,
      openColumnPicker: options.openColumnPicker,
      openSettings: () => store.set(openSettingsAtom),
      compose: () => {
        const docked = document.querySelector<HTMLTextAreaElement>(
          '[data-composer="docked"] textarea',
        )
        if (docked) docked.focus()
        else if (deck.signedIn)
          store.set(composerRequestAtom, { account: deck.owner, target: { kind: 'status' } })
      },
      search: () => document.querySelector<HTMLInputElement>('.nav-search input')?.focus(),
      statusAction: (action) => statusHandleFor(document.activeElement)?.[action](),
    }
  }, [
    columnIds,
    columnIndex,
    deck,
    navigate,
    focusColumnAt,
    store,
    options.openHelp,
    options.openPalette,
    options.openColumnPicker,
  ])
}
