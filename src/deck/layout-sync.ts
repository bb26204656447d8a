import * as v from 'valibot'
import type { ApiClient } from '../api/client'
import { isApiError } from '../api/errors'
import {
  fetchFrontendProfile,
  fetchFrontendProfiles,
  putFrontendProfile,
} from '../api/frontend-profiles'
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
export async function pullLayout(client: ApiClient): Promise<RemoteLayout> {
  try {
    // Listing first: asking for a profile that is not there would log a 404 in the console.
    const stored = await fetchFrontendProfiles(client, syncFrontend)
    if (!stored.some((profile) => profile.name === syncProfile)) return { layout: null, version: 0 }
    const profile = await fetchFrontendProfile(client, syncFrontend, syncProfile)
    const parsed = v.safeParse(storedSchema, profile.settings)
    if (!parsed.success)
      console.warn('The decks stored on the server are not valid; keeping the local ones')
    return { layout: parsed.success ? parsed.output.layout : null, version: profile.version }
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { layout: null, version: 0 }
    throw error
  }
}

/**
 * Saves the layout as the next version. When another browser saved in between (422), the
 * server's copy is read again: the newer layout wins, and the local one is saved over an older.
 */
export async function pushLayout(
  client: ApiClient,
  layout: DeckLayout,
  knownVersion: number,
): Promise<RemoteLayout> {
  try {
    await putFrontendProfile(client, syncFrontend, syncProfile, {
      version: knownVersion + 1,
      settings: { layout },
    })
    return { layout, version: knownVersion + 1 }
  } catch (error) {
    if (!isApiError(error) || error.status !== 422) throw error
    const remote = await pullLayout(client)
    if (remote.layout && remote.layout.updatedAt >= layout.updatedAt) return remote
    await putFrontendProfile(client, syncFrontend, syncProfile, {
      version: remote.version + 1,
      settings: { layout },
    })
    return { layout, version: remote.version + 1 }
  }
}
