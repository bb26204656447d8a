import type { Store } from 'jotai'
import { verifyCredentials } from '../../api/accounts'
import { isApiError } from '../../api/errors'
import { clientForAccount } from '../../accounts/clients'
import { roleOf } from '../../accounts/session'
import { accountsAtom, dispatchAccountsAtom, type Account } from '../../accounts/store'
import { ingestApiAccounts } from '../../state/ingest-api'

/**
 * After a reload every stored token is asked who it belongs to: a revoked token marks its
 * account expired (through the client's onUnauthorized), a changed role is kept. Returns, by
 * account key, whether the account may show what was fetched for it meanwhile: false when the
 * server refused it, true when it answered or could not be reached (offline, the account stays).
 */
export function verifyAccounts(store: Store): Map<string, Promise<boolean>> {
  const verified = new Map<string, Promise<boolean>>()
  for (const account of store.get(accountsAtom)) {
    if (!account.expired) verified.set(account.key, verifyAccount(store, account))
  }
  return verified
}

async function verifyAccount(store: Store, account: Account): Promise<boolean> {
  try {
    const me = await verifyCredentials(clientForAccount(store, account))
    // The viewer's own user: cards and the nav read it from the cache (a view opened by
    // reload, such as /notice/:id, may fetch nothing else that carries it).
    ingestApiAccounts(store, account.key, [me])
    const role = roleOf(me)
    if (role !== account.role)
      store.set(dispatchAccountsAtom, { type: 'role', key: account.key, role })
    return true
  } catch (error) {
    if (!isApiError(error) || error.kind === 'network') {
      console.warn(`Could not verify ${account.key}; keeping it`, error)
      return true
    }
    return false
  }
}
