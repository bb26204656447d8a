import { follow, unfollow } from './actions/accounts'
import { favourite, react, reblog, unfavourite } from './actions/interactions'
import { createStatus } from './actions/statuses'
import type { InstanceState } from './http/context'
import { seededRandom } from './store/ids'
import type { Status, User } from './store/types'

export interface ActivityHandle {
  stop(): void
}

const LINES = [
  'Just opened a new column for #cats',
  'Anyone else streaming the bubble timeline?',
  'Coffee time :cofe:',
  'The deck keeps up nicely',
  'Hello fediverse!',
  'Reading the thread view now',
  'Trying out polls later #akkoma',
]
const EMOJI = ['☕', '🎉', '👍', '🔥', 'blobcat']
/** The share of actions aimed at the demo user, so that her notifications column moves. */
const TOWARD_ALICE = 0.35

/**
 * Other users keep the instance alive: they post, reply, react, favourite, reblog and follow
 * through the same actions the API uses, so streams and notifications fire for real.
 */
export function startActivity(
  inst: InstanceState,
  perSecond: number,
  seed: number,
): ActivityHandle {
  const random = seededRandom(seed * 7919)
  const pick = <T>(items: T[]): T | undefined => items[Math.floor(random() * items.length)]
  const tick = () => {
    const store = inst.store
    const actors = [...store.users.values()].filter(
      (u) => u.isActive && u.isApproved && u.isConfirmed && u.nickname !== 'alice',
    )
    const actor = pick(actors)
    if (!actor) return
    const recent: Status[] = []
    for (let i = store.order.length - 1; i >= 0 && recent.length < 30; i--) {
      const s = store.statuses.get(store.order[i] ?? '')
      if (s && !s.reblogOfId && s.visibility === 'public') recent.push(s)
    }
    const target = pick(recent)
    const roll = random()
    const alice = store.findByAcct('alice')
    if (alice && random() < TOWARD_ALICE) {
      try {
        towardAlice(actor, alice, random())
      } catch {
        // As below: a refused action is normal traffic.
      }
      return
    }
    try {
      if (roll < 0.4 || !target) post(inst, actor, null)
      else if (roll < 0.55) post(inst, actor, target)
      else if (roll < 0.7) react(store, actor, target, pick(EMOJI) ?? '☕')
      else if (roll < 0.85) favourite(store, actor, target)
      else if (roll < 0.95) reblog(store, actor, target)
      else {
        const other = pick([...store.users.values()].filter((u) => u.id !== actor.id && u.isActive))
        if (other) follow(store, actor, other)
      }
    } catch {
      // A refused action (a block, a closed poll) is part of normal traffic.
    }
  }
  const timer = setInterval(tick, Math.max(1000 / perSecond, 5))
  timer.unref()
  return { stop: () => clearInterval(timer) }

  /** A mention, a like, a repeat, a reaction or a follow for alice, through the API's paths. */
  function towardAlice(actor: User, alice: User, roll: number): void {
    const store = inst.store
    const hers: Status[] = []
    for (let i = store.order.length - 1; i >= 0 && hers.length < 10; i--) {
      const s = store.statuses.get(store.order[i] ?? '')
      if (s && s.authorId === alice.id && !s.reblogOfId && s.visibility === 'public') hers.push(s)
    }
    const status = pick(hers)
    if (roll < 0.3 || !status) {
      post(inst, actor, status ?? null, alice)
    } else if (roll < 0.5) {
      // A like taken back and given again notifies again, as on Akkoma.
      unfavourite(store, actor, status)
      favourite(store, actor, status)
    } else if (roll < 0.65) reblog(store, actor, status)
    else if (roll < 0.8) react(store, actor, status, pick(EMOJI) ?? '☕')
    else if (store.isFollowing(actor.id, alice.id)) unfollow(store, actor, alice)
    else follow(store, actor, alice)
  }

  function post(state: InstanceState, actor: User, parent: Status | null, mentioned?: User): void {
    const author = mentioned ?? (parent ? state.store.user(parent.authorId) : undefined)
    const mention = author && author.id !== actor.id ? `@${state.store.acct(author)} ` : ''
    createStatus(state.store, {
      authorId: actor.id,
      text: `${mention}${pick(LINES) ?? 'Hello'}`,
      inReplyToId: parent?.id ?? null,
      visibility: 'public',
      application: { name: 'Activity generator', website: null },
    })
  }
}
