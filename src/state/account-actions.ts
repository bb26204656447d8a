// What a person does to another account (spec 2 "Follow button", spec 3 §4 "Relationship
// toggles", reporting): one object per account, like the status actions. Mute, block, subscribe
// and repeats patch the relationship at once (every column folds or hides that account's posts
// in the same render), then the server's answer replaces the patch; a failure rolls it back and
// raises its notice. Follow and unfollow go by the server's answer (the button says "in
// progress" meanwhile).
import { useStore } from 'jotai'
import { useMemo } from 'react'
import {
  blockAccount,
  blockDomain,
  fetchRelationship,
  followAccount,
  hideReblogs,
  muteAccount,
  removeFromFollowers,
  setAccountNote,
  showReblogs,
  subscribeAccount,
  unblockAccount,
  unblockDomain,
  unfollowAccount,
  unmuteAccount,
  unsubscribeAccount,
} from '../api/accounts'
import type { ApiClient } from '../api/client'
import { reportAccount, type ReportInput } from '../api/reports'
import type { ApiRelationship } from '../api/wire'
import type { Relationship } from '../entities/user'
import { errorOf, type ActionContext, type ActionResult } from './action-result'
import { getAccountCache, readEntity, type AccountKey } from './entity-cache'
import { dropUserFromHome } from './home-removal'
import { overwriteEntity } from './ingest'
import { ingestApiRelationships } from './ingest-api'
import { clientOf } from './loaders/target'
import { pushError } from './notices'

/** Spec 2 "Follow button" 3: re-fetch the relationship up to 3 times, 500 ms apart. */
export const FOLLOW_RECHECKS = 3
export const FOLLOW_RECHECK_MS = 500

export type { ReportInput }

export interface AccountActions {
  /** Resolves to the relationship the server settled on (following, or requested). */
  follow: (userId: string, locked: boolean) => Promise<ActionResult<Relationship | undefined>>
  /** Also cancels a pending request; the user's posts leave the home timeline. */
  unfollow: (userId: string) => Promise<ActionResult>
  block: (userId: string, on: boolean) => Promise<ActionResult>
  /** `expiresIn` in seconds: a mute that ends by itself. */
  mute: (userId: string, on: boolean, expiresIn?: number) => Promise<ActionResult>
  subscribe: (userId: string, on: boolean) => Promise<ActionResult>
  showRepeats: (userId: string, on: boolean) => Promise<ActionResult>
  removeFollower: (userId: string) => Promise<ActionResult>
  /** Mute a whole domain (Akkoma's domain block); the relationship is fetched again. */
  muteDomain: (userId: string, domain: string, on: boolean) => Promise<ActionResult>
  setNote: (userId: string, comment: string) => Promise<ActionResult>
  refreshRelationship: (userId: string) => Promise<ActionResult>
  /** The failure's text is the dialog's to show: no notice. */
  report: (input: ReportInput) => Promise<ActionResult>
}

export interface AccountActionOptions {
  /** Waits between the follow re-checks (tests pass a quick one). */
  sleep?: (ms: number) => Promise<void>
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** An ActionContext whose client is found in the session when a call is made. */
interface LazyContext extends Omit<ActionContext, 'client'> {
  readonly client: ApiClient
}

export function createAccountActions(
  ctx: LazyContext,
  options: AccountActionOptions = {},
): AccountActions {
  const { store, accountKey } = ctx
  const sleep = options.sleep ?? pause
  const cache = () => getAccountCache(store, accountKey)
  const held = (userId: string) => readEntity(cache(), 'relationships', userId)

  const take = (raw: ApiRelationship | undefined): Relationship | undefined => {
    if (!raw?.id) return undefined
    ingestApiRelationships(store, accountKey, [raw])
    return held(raw.id)
  }

  const failed = (error: unknown): ActionResult<never> => {
    const message = errorOf(error)
    pushError(store, message)
    return { ok: false, error: message }
  }

  /** Ask, take the answer; a failure raises its notice. */
  const call = async (run: () => Promise<unknown>): Promise<ActionResult> => {
    try {
      const answer = await run()
      if (isRelationship(answer)) take(answer)
      return { ok: true, value: undefined }
    } catch (error) {
      return failed(error)
    }
  }

  /** Patch the held relationship, ask, take the answer or put the old one back. */
  const toggle = async (
    userId: string,
    patch: Partial<Relationship>,
    request: () => Promise<ApiRelationship>,
  ): Promise<ActionResult> => {
    const before = held(userId)
    const patched = before ? { ...before, ...patch } : undefined
    if (patched) overwriteEntity(store, accountKey, 'relationships', patched)
    try {
      take(await request())
      return { ok: true, value: undefined }
    } catch (error) {
      if (before && held(userId) === patched) {
        overwriteEntity(store, accountKey, 'relationships', before)
      }
      return failed(error)
    }
  }

  const refresh = (userId: string) =>
    call(async () => {
      take(await fetchRelationship(ctx.client, userId))
    })

  return {
    follow: async (userId, locked) => {
      try {
        let relationship = take(await followAccount(ctx.client, userId))
        const settled = () =>
          relationship?.following === true || (locked && relationship?.requested === true)
        for (let check = 0; check < FOLLOW_RECHECKS && !settled(); check++) {
          await sleep(FOLLOW_RECHECK_MS)
          relationship = take(await fetchRelationship(ctx.client, userId)) ?? relationship
        }
        return { ok: true, value: relationship }
      } catch (error) {
        return failed(error)
      }
    },
    unfollow: async (userId) => {
      const result = await call(() => unfollowAccount(ctx.client, userId))
      if (result.ok) dropUserFromHome(store, accountKey, userId)
      return result
    },
    block: (userId, on) =>
      toggle(
        userId,
        on ? { blocking: true, following: false, requested: false } : { blocking: false },
        () => (on ? blockAccount : unblockAccount)(ctx.client, userId),
      ),
    mute: async (userId, on, expiresIn) => {
      const result = await toggle(userId, { muting: on }, () =>
        on ? muteAccount(ctx.client, userId, { expiresIn }) : unmuteAccount(ctx.client, userId),
      )
      // The server ends a timed mute by itself: look again then, so the posts unfold.
      if (result.ok && on && expiresIn !== undefined && expiresIn * 1000 < 2 ** 31 - 2000) {
        setTimeout(() => void refresh(userId), expiresIn * 1000 + 1000)
      }
      return result
    },
    subscribe: (userId, on) =>
      toggle(userId, { subscribing: on }, () =>
        (on ? subscribeAccount : unsubscribeAccount)(ctx.client, userId),
      ),
    showRepeats: (userId, on) =>
      toggle(userId, { showing_reblogs: on }, () =>
        (on ? showReblogs : hideReblogs)(ctx.client, userId),
      ),
    removeFollower: (userId) =>
      toggle(userId, { followed_by: false }, () => removeFromFollowers(ctx.client, userId)),
    muteDomain: async (userId, domain, on) => {
      const result = await call(() => (on ? blockDomain : unblockDomain)(ctx.client, domain))
      return result.ok ? refresh(userId) : result
    },
    setNote: (userId, comment) => call(() => setAccountNote(ctx.client, userId, comment)),
    refreshRelationship: refresh,
    report: async (input) => {
      try {
        await reportAccount(ctx.client, input)
        return { ok: true, value: undefined }
      } catch (error) {
        return { ok: false, error: errorOf(error) }
      }
    },
  }
}

function isRelationship(value: unknown): value is ApiRelationship {
  return typeof value === 'object' && value !== null && 'id' in value && 'following' in value
}

/** The account's actions for a screen; the client is looked up in its session at each call. */
export function useAccountActions(accountKey: AccountKey): AccountActions {
  const store = useStore()
  return useMemo(
    () =>
      createAccountActions({
        store,
        accountKey,
        get client() {
          return clientOf({ store, accountKey })
        },
      }),
    [store, accountKey],
  )
}
