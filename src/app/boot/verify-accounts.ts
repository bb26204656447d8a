import type { Store } from 'jotai'
import { verifyCredentials } from '../../api/accounts'
import { isApiError } from '../../api/errors'
import { clientForAccount } from '../../accounts/clients'
import { roleOf } from '../../accounts/session'
import { accountsAtom, dispatchAccountsAtom } from '../../accounts/store'
import { ingestApiAccounts } from '../../state/ingest-api'

/**
 * After a reload every stored token is asked who it belongs to: a revoked token marks its
 * account expired (through the client's onUnauthorized), a changed role is kept.
 */
export async function verifyAccounts(store: Store): Promise<void> {
  const accounts = store.get(accountsAtom).filter((a) => !a.expired)
  await Promise.all(
    accounts.map(async (account) => {
      try {
        const me = await verifyCredentials(clientForAccount(store, account))
        // The viewer's own user: cards and the nav read it from the cache (a view opened by
        // reload, such as /notice/:id, may fetch nothing else that carries it).
        ingestApiAccounts(store, account.key, [me])
        const role = roleOf(me)
        if (role !== account.role)
          store.set(dispatchAccountsAtom, { type: 'role', key: account.key, role })
      } catch (error) {
        if (!isApiError(error) || error.kind === 'network') {
          console.warn(`Could not verify ${account.key}; keeping it`, error)
        }
      }
    }),
  )
}
