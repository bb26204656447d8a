import * as v from 'valibot'
import { loadFrontendProfile, saveFrontendProfile, type LoadTarget } from '../state/loaders'
import { layoutSchema, type DeckLayout } from './layout'

/** Where the decks live on the server: this front end's own name and one profile. */
export const syncFrontend = 'akkoma-deck'
export const syncProfile = 'decks'

export interface RemoteLayout {
  layout: DeckLayout | null
  /** The version the server holds; the next save sends this plus one. 0 when nothing is stored. */
  version: number
}

const storedSchema = v.object({ layout: layoutSchema })

/** The layout stored on the server, if any and if valid (a bad one is ignored and overwritten). */
export async function pullLayout(target: LoadTarget): Promise<RemoteLayout> {
  const stored = await loadFrontendProfile(target, syncFrontend, syncProfile)
  if (!stored) return { layout: null, version: 0 }
  const parsed = v.safeParse(storedSchema, stored.settings)
  if (!parsed.success)
    console.warn('The decks stored on the server are not valid; keeping the local ones')
  return { layout: parsed.success ? parsed.output.layout : null, version: stored.version }
}

const save = (target: LoadTarget, layout: DeckLayout, version: number) =>
  saveFrontendProfile(target, syncFrontend, syncProfile, { layout }, version)

/**
 * Saves the layout as the next version. When another browser saved in between, the server's
 * copy is read again: the newer layout wins, and the local one is saved over an older.
 */
export async function pushLayout(
  target: LoadTarget,
  layout: DeckLayout,
  knownVersion: number,
): Promise<RemoteLayout> {
  if (await save(target, layout, knownVersion + 1)) return { layout, version: knownVersion + 1 }
  const remote = await pullLayout(target)
  if (remote.layout && remote.layout.updatedAt >= layout.updatedAt) return remote
  if (!(await save(target, layout, remote.version + 1))) {
    throw new Error('The decks changed on the server again while saving')
  }
  return { layout, version: remote.version + 1 }
}
