import { fetchThemeFile, fetchThemeList } from '../../api/instance'
import { clientOf, type LoadTarget } from './target'

// The instance's themes (`/static/styles.json`): a name for each, and its data loaded when it
// is chosen. The data is returned as sent: the theme engine reads it as hostile input.

/** A theme file's path on this instance: absolute, no scheme, no other host, no "..". */
const themePath = /^\/(?!\/)[\w./-]{1,200}\.json$/

/** The names the instance offers (at most 100), in its order; an unreadable list is none. */
export async function loadThemeNames(target: LoadTarget): Promise<string[]> {
  const list = await fetchThemeList(clientOf(target))
  if (typeof list !== 'object' || list === null || Array.isArray(list)) return []
  return Object.entries(list)
    .filter(([name, entry]) => /^[\w. -]{1,60}$/.test(name) && usable(entry))
    .map(([name]) => name)
    .slice(0, 100)
}

function usable(entry: unknown): boolean {
  return (
    Array.isArray(entry) ||
    (typeof entry === 'string' && themePath.test(entry) && !entry.includes('..'))
  )
}

/** The data of the named theme (an inline array, or its file), or undefined when not offered. */
export async function loadThemeData(target: LoadTarget, name: string): Promise<unknown> {
  const client = clientOf(target)
  const list = await fetchThemeList(client)
  if (typeof list !== 'object' || list === null || !Object.hasOwn(list, name)) return undefined
  const entry = (list as Record<string, unknown>)[name]
  if (Array.isArray(entry)) return entry
  if (typeof entry !== 'string' || !usable(entry)) return undefined
  return fetchThemeFile(client, entry)
}
