// Drawer entries whose screens come from other parts of the client (settings, moderation): the
// drawer shows such an entry only once the screen's module registered it, never a link to a
// placeholder. A screen registers from a module the app loads at start (its light face, or its
// route's entry), so the entry is there from the first open of the menu.

import type { Store } from 'jotai'
import { useSyncExternalStore } from 'react'
import type { MessageDescriptor } from '../../i18n/define-messages'
import type { NavIconName } from './NavIcon'

/** Where an entry sits, in spec 1 section 2's order of the drawer. */
export type DrawerSlot =
  /** After who-to-follow: settings. */
  | 'personal'
  /** After about, before administration: moderation. */
  | 'staff'
  /** After about, for everyone: installing the app. */
  | 'app'

export interface DrawerEntry {
  id: string
  slot: DrawerSlot
  icon: NavIconName
  label: MessageDescriptor
  /** Who sees it: everyone (visitors too), everyone signed in, or admins and moderators only. */
  audience: 'everyone' | 'signed-in' | 'staff'
  /** A route to go to, or something to do (open a modal) in the app's store. */
  open: { to: string } | { run: (store: Store) => void }
}

let entries: readonly DrawerEntry[] = []
const listeners = new Set<() => void>()

/** Add an entry (replacing one with the same id); returns its removal. */
export function registerDrawerEntry(entry: DrawerEntry): () => void {
  entries = [...entries.filter((held) => held.id !== entry.id), entry]
  for (const listener of listeners) listener()
  return () => {
    entries = entries.filter((held) => held !== entry)
    for (const listener of listeners) listener()
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The registered entries of one slot that this person may see, in registration order. */
export function visibleEntries(
  all: readonly DrawerEntry[],
  slot: DrawerSlot,
  role: 'admin' | 'moderator' | 'member' | undefined,
): DrawerEntry[] {
  return all.filter(
    (entry) =>
      entry.slot === slot &&
      (entry.audience === 'everyone' ||
        (role !== undefined && (entry.audience === 'signed-in' || role !== 'member'))),
  )
}

/** Every registered entry, re-rendering when one comes or goes. */
export function useDrawerEntries(): readonly DrawerEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => entries,
    () => entries,
  )
}
