import { lookupAccount, useLoad } from '../state/loaders'
import { useAccountSession } from './use-column-account'

export type LookupState =
  { status: 'loading' } | { status: 'found'; id: string } | { status: 'missing' }

/** An account by nickname or user@host, for routes that name a user instead of an id. */
export function useAccountLookup(accountKey: string, name: string): LookupState {
  useAccountSession(accountKey)
  const found = useLoad(accountKey, name, (target) => lookupAccount(target, name))
  if (found.status === 'ready') return { status: 'found', id: found.data.id }
  return found.status === 'error' ? { status: 'missing' } : { status: 'loading' }
}
