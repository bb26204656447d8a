import { isApiError } from '../../api/errors'
import {
  fetchFrontendProfile,
  fetchFrontendProfiles,
  putFrontendProfile,
} from '../../api/frontend-profiles'
import { num } from '../../entities/coerce'
import { clientOf, type LoadTarget } from './target'

// Akkoma keeps per-user settings for each front end in named, versioned profiles; a save must
// carry the stored version plus one, so two browsers saving at once see each other (422).

export interface StoredProfile {
  /** As stored: the caller validates it. */
  settings: unknown
  /** The version the server holds; the next save sends this plus one. */
  version: number
}

/** One profile of a front end's stored settings, or null when none is stored. */
export async function loadFrontendProfile(
  target: LoadTarget,
  frontend: string,
  profile: string,
): Promise<StoredProfile | null> {
  const client = clientOf(target)
  try {
    // Listing first: asking for a profile that is not there would log a 404 in the console.
    const stored = await fetchFrontendProfiles(client, frontend)
    if (!stored.some((entry) => entry.name === profile)) return null
    const found = await fetchFrontendProfile(client, frontend, profile)
    return { settings: found.settings, version: num(found.version) }
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null
    throw error
  }
}

/**
 * Stores the settings as `version`; false when the server holds another version than the one
 * before it (someone saved in between), so the caller can read again and decide.
 */
export async function saveFrontendProfile(
  target: LoadTarget,
  frontend: string,
  profile: string,
  settings: Record<string, unknown>,
  version: number,
): Promise<boolean> {
  try {
    await putFrontendProfile(clientOf(target), frontend, profile, { version, settings })
    return true
  } catch (error) {
    if (isApiError(error) && error.status === 422) return false
    throw error
  }
}
