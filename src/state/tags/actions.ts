// Following a hashtag (spec 1 §4: a tag follow toggles followed and unfollowed). It waits for the
// server's answer, which becomes what every place showing the tag reads.
import type { Store } from 'jotai'
import { followTag as requestFollow, unfollowTag } from '../../api/tags'
import type { Tag } from '../../entities/misc'
import { normalizeTag } from '../../entities/normalize-misc'
import { attempt, type ActionResult } from '../action-result'
import type { AccountKey } from '../entity-cache'
import { clientOf } from '../loaders/target'
import { keepTag } from './tags-store'

/** Follow (on) or unfollow a tag; resolves to the tag as the server now has it. */
export function followTag(
  target: { store: Store; accountKey: AccountKey },
  name: string,
  on: boolean,
): Promise<ActionResult<Tag>> {
  return attempt(async () => {
    const client = clientOf(target)
    const raw = on ? await requestFollow(client, name) : await unfollowTag(client, name)
    const tag = normalizeTag(raw) ?? { name, url: '', following: on, history: [] }
    keepTag(target.store, target.accountKey, tag)
    return tag
  })
}
