import type { MessageDescriptor } from '../../i18n/define-messages'
import type { DeckLayout } from '../layout'
import type { LayoutAction } from '../layout-actions'

export type CommandGroup = 'go' | 'deck' | 'column' | 'status' | 'general'

/** What a command can act on, supplied by the deck when a command runs. */
export interface CommandContext {
  signedIn: boolean
  /** The signed-in user's nickname, for routes like /{nickname}/notifications. */
  nickname: string | undefined
  userId: string | undefined
  navigate: (path: string) => void
  layout: DeckLayout
  dispatch: (action: LayoutAction) => void
  /** Index of the column the keyboard is in, within the active deck. */
  columnIndex: number
  focusColumn: (index: number) => void
  /** Moves the reading focus within the focused column: +1 next status, -1 previous. */
  moveInColumn: (by: 1 | -1) => void
  openFocused: () => void
  back: () => void
  showNew: () => void
  openHelp: () => void
  openPalette: () => void
  openColumnPicker: () => void
  /** Opens the settings modal (g s, the palette). */
  openSettings: () => void
  compose: () => void
  search: () => void
  /** Runs an action of the status that has the reading focus, if any. */
  statusAction: (action: StatusActionName) => void
}

export type StatusActionName =
  | 'reply'
  | 'favourite'
  | 'repeat'
  | 'quote'
  | 'bookmark'
  | 'react'
  | 'openMedia'
  | 'toggleContentWarning'
  | 'mention'
  | 'openProfile'

export interface Command {
  id: string
  group: CommandGroup
  label: MessageDescriptor
  /**
   * Keys as `KeyboardEvent.key` gives them ("j", "?", "Enter"), "mod+k" for Ctrl or Cmd with a
   * key, and "g>h" for g then h.
   */
  keys?: readonly string[]
  perform: (context: CommandContext) => void
  isAvailable?: (context: CommandContext) => boolean
}
