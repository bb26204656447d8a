// Hashtags as the signed-in accounts see them: the tags each follows (the drawer) and the tags
// read one by one (a tag view's follow button). A follow or unfollow writes the server's answer
// to both, so the button and the drawer change together.

import { atom, useAtomValue, useStore, type Store } from 'jotai'
import { useEffect } from 'react'
import { fetchFollowedTags, fetchTag } from '../../api/tags'
import type { Tag } from '../../entities/misc'
import { normalizeTag } from '../../entities/normalize-misc'
import type { AccountKey } from '../entity-cache'
import { clientOf, type LoadTarget } from '../loaders/target'

export interface AccountTags {
  /** The followed tags, newest follow first (the server's order); null until the first answer. */
  followed: readonly Tag[] | null
  /** Tags read one by one, by lower-case name. */
  byName: ReadonlyMap<string, Tag>
}

const nothing: AccountTags = { followed: null, byName: new Map() }

const accountTagsAtom = atom<ReadonlyMap<AccountKey, AccountTags>>(new Map())

const keyOf = (name: string) => name.replace(/^#/, '').toLowerCase()

function update(store: Store, accountKey: AccountKey, change: (held: AccountTags) => AccountTags) {
  const all = new Map(store.get(accountTagsAtom))
  all.set(accountKey, change(all.get(accountKey) ?? nothing))
  store.set(accountTagsAtom, all)
}

/** Keep a tag the server answered with (a read, a follow, an unfollow). */
export function keepTag(store: Store, accountKey: AccountKey, tag: Tag): void {
  update(store, accountKey, (held) => {
    const byName = new Map(held.byName)
    byName.set(keyOf(tag.name), tag)
    const others = (held.followed ?? []).filter((known) => keyOf(known.name) !== keyOf(tag.name))
    const followed = held.followed === null ? null : tag.following ? [tag, ...others] : others
    return { followed, byName }
  })
}

/** One tag with the account's follow state (GET /api/v1/tags/:name). */
export async function loadTag(target: LoadTarget, name: string): Promise<Tag> {
  const tag = normalizeTag(await fetchTag(clientOf(target), name))
  if (!tag) throw new Error(`The server's answer for #${name} is not a tag`)
  if (!target.signal?.aborted) keepTag(target.store, target.accountKey, tag)
  return tag
}

/** Pages of followed tags read at most: enough for any drawer. */
const MAX_PAGES = 5

/** The tags the account follows (GET /api/v1/followed_tags, following its pages). */
export async function loadFollowedTags(target: LoadTarget): Promise<readonly Tag[]> {
  const client = clientOf(target)
  const tags: Tag[] = []
  let maxId: string | undefined
  for (let page = 0; page < MAX_PAGES; page++) {
    const found = await fetchFollowedTags(client, { limit: 40, ...(maxId ? { maxId } : {}) })
    tags.push(...found.items.flatMap((raw) => normalizeTag(raw) ?? []))
    if (found.items.length === 0 || !found.maxId || found.maxId === maxId) break
    maxId = found.maxId
  }
  if (!target.signal?.aborted) {
    update(target.store, target.accountKey, (held) => ({ ...held, followed: tags }))
  }
  return tags
}

function useAccountTags(accountKey: AccountKey | null): AccountTags {
  const all = useAtomValue(accountTagsAtom, { store: useStore() })
  return (accountKey === null ? undefined : all.get(accountKey)) ?? nothing
}

/** The tags the account follows, read when the component first shows them (null: not yet). */
export function useFollowedTags(accountKey: AccountKey | null): readonly Tag[] | null {
  const store = useStore()
  useEffect(() => {
    if (accountKey === null) return undefined
    const controller = new AbortController()
    loadFollowedTags({ store, accountKey, signal: controller.signal }).catch((error: unknown) => {
      if (!controller.signal.aborted) console.warn('Could not load the followed tags', error)
    })
    return () => controller.abort()
  }, [store, accountKey])
  return useAccountTags(accountKey).followed
}

/** The tag as last read or changed for the account (undefined until then). */
export function useKnownTag(accountKey: AccountKey | null, name: string): Tag | undefined {
  return useAccountTags(accountKey).byName.get(keyOf(name))
}
