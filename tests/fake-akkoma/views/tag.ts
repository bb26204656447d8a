import type { Store } from '../store/store'
import type { Json } from './account'

const DAY = 86_400_000
const DAYS = 7

/**
 * Mastodon's tag history: a week of `{ day, uses, accounts }` (strings, newest day first). Akkoma
 * sends none; the local instance fills it so the client's "people talking" line can be seen.
 * The week ends on the day of the tag's last use, not today: the seed's posts are months old.
 */
export function tagHistories(store: Store, names: readonly string[]): Map<string, Json[]> {
  const wanted = new Set(names.map((name) => name.toLowerCase()))
  const uses = new Map<string, { day: number; authorId: string }[]>()
  for (const status of store.statuses.values()) {
    if (status.reblogOfId || status.visibility !== 'public') continue
    for (const tag of status.tags) {
      const name = tag.toLowerCase()
      if (!wanted.has(name)) continue
      const list = uses.get(name) ?? []
      list.push({ day: Math.floor(status.createdAt / DAY), authorId: status.authorId })
      uses.set(name, list)
    }
  }
  const out = new Map<string, Json[]>()
  for (const name of wanted) {
    const list = uses.get(name) ?? []
    const lastUse = list.reduce((max, use) => Math.max(max, use.day), -1)
    const end = lastUse >= 0 ? lastUse : Math.floor(store.now() / DAY)
    const history: Json[] = []
    for (let day = end; day > end - DAYS; day--) {
      const that = list.filter((use) => use.day === day)
      history.push({
        day: String((day * DAY) / 1000),
        uses: String(that.length),
        accounts: String(new Set(that.map((use) => use.authorId)).size),
      })
    }
    out.set(name, history)
  }
  return out
}
