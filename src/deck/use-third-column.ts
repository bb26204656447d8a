import { useAtomValue, useStore } from 'jotai'
import { routeColumn } from '../../columns/registry'
import { settingsAtoms } from '../settings/store'
import type { Settings } from '../settings/defaults'
import { useMediaQuery, wideQuery } from './use-media-query'

export type ThirdColumnMode = Settings['thirdColumnMode']

/**
 * Where the wide layout puts the post form and the notifications. The wide layout applies only
 * to a signed-in person on a screen 1280 px wide or more, with the third column not turned off
 * (spec 1 section 2); below it the post form docks at the start of the deck as before (wide),
 * or opens as a dialog.
 */
export function thirdColumnLayout(
  wide: boolean,
  signedIn: boolean,
  mode: ThirdColumnMode,
): { composer: 'start' | 'third' | 'none'; third: ThirdColumnMode } {
  if (!wide || !signedIn) return { composer: 'none', third: 'none' }
  if (mode === 'postform') return { composer: 'third', third: 'postform' }
  return { composer: 'start', third: mode }
}

/** The layout for the deck's owner, from the thirdColumnMode setting and the window's width. */
export function useThirdColumn(owner: string, signedIn: boolean) {
  const store = useStore()
  const wide = useMediaQuery(wideQuery)
  const mode = useAtomValue(settingsAtoms(store, owner).effective).thirdColumnMode
  return thirdColumnLayout(wide, signedIn, mode)
}

/** Whether a column of this kind shows notifications (the kind the notifications route shows). */
export function isNotificationsKind(kind: string): boolean {
  return routeColumn('notifications', { username: '-' }, '')?.kind === kind
}

/**
 * The third column's mode where the page shows the owner's notifications already (a deck
 * column, the notifications route): no second list of them beside it.
 */
export function withoutDoubleNotifications(
  mode: ThirdColumnMode,
  showsNotifications: boolean,
): ThirdColumnMode {
  return mode === 'notifications' && showsNotifications ? 'none' : mode
}
