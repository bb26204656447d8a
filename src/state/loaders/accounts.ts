import { fetchAccount } from '../../api/accounts'
import type { User } from '../../entities/user'
import { ingestApiAccounts } from '../ingest-api'
import { clientOf, type LoadTarget } from './target'

/**
 * An account by id, nickname or `user@host` (a leading `@` is ignored), ingested into the
 * target account's cache. An answer that is not an account is an error like a 404.
 */
export async function lookupAccount(target: LoadTarget, handle: string): Promise<User> {
  const raw = await fetchAccount(clientOf(target), handle.replace(/^@/, ''))
  const [user] = ingestApiAccounts(target.store, target.accountKey, [raw])
  if (!user) throw new Error(`The server's answer for ${handle} is not an account`)
  return user
}

/** Staff AP ids (`https://host/users/nick`) to nicknames the API can look up. */
function nicknameOfStaff(apId: string): string | undefined {
  try {
    return new URL(apId).pathname.split('/').filter(Boolean).pop()
  } catch {
    return apId || undefined
  }
}

/** The instance's staff accounts in the given order; one that fails is left out and logged. */
export async function loadStaff(target: LoadTarget, apIds: readonly string[]): Promise<User[]> {
  const found = await Promise.all(
    apIds.map(async (apId) => {
      const nickname = nicknameOfStaff(apId)
      if (!nickname) return undefined
      try {
        return await lookupAccount(target, nickname)
      } catch (error) {
        console.warn(`Could not load staff account ${apId}`, error)
        return undefined
      }
    }),
  )
  return found.filter((user) => user !== undefined)
}
