import type { Store } from 'jotai'
import { readPersisted, usableStorage, writePersisted, type ReadProblem } from '../lib/persisted'
import { accountsSpec } from './storage'
import { accountsStateAtom, setAccountsPersistence } from './store'

/** Reads the stored accounts into the store and keeps every later change stored; says why when
 * storage could not be used. */
export function hydrateAccounts(store: Store): ReadProblem | undefined {
  const { value, problem } = readPersisted(usableStorage(), accountsSpec)
  store.set(accountsStateAtom, value)
  setAccountsPersistence((state) => writePersisted(usableStorage(), accountsSpec, state))
  return problem
}
