// What a menu lists, shared by the light menu button (Menu.tsx) and the lazily loaded list
// (MenuPopup.tsx), which both read it from here.
import type { IconName } from '../common/Icon'

export interface MenuItem {
  /** Stable key. */
  id: string
  label: string
  icon?: IconName
  /** Destructive (delete): shown in the danger colour. */
  danger?: boolean
  disabled?: boolean
  /** A setting that is on or off: the item is a menuitemcheckbox with this state. */
  checked?: boolean
  /** With `checked`: one choice of the group of this name (a menuitemradio). */
  radio?: string
  onSelect: () => void
}

/** Where focus lands when the list opens: ArrowUp opens it on the last item. */
export type InitialFocus = 'first' | 'last'
