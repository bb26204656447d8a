import { atom, type Store } from 'jotai'
import type { AccountKey } from './account-key'
import { accountsReducer, type AccountsAction } from './reducer'
import type { AccountsState, StoredAccount } from './storage'

export type Account = StoredAccount

/** Every signed-in account and the OAuth apps; hydrated from storage at boot. */
export const accountsStateAtom = atom<AccountsState>({ accounts: [], activeKey: null, apps: {} })

// Set by hydration (accounts/persistence.ts), which carries the storage schema: the schema
// library stays out of the first chunk this way.
let persist: ((state: AccountsState) => void) | undefined

export function setAccountsPersistence(write: (state: AccountsState) => void): void {
  persist = write
}

/** Applies one transition and persists the result. */
export const dispatchAccountsAtom = atom(null, (get, set, action: AccountsAction) => {
  const next = accountsReducer(get(accountsStateAtom), action)
  set(accountsStateAtom, next)
  persist?.(next)
})

export const accountsAtom = atom((get) => get(accountsStateAtom).accounts)

export const activeAccountAtom = atom<Account | undefined>((get) => {
  const { accounts, activeKey } = get(accountsStateAtom)
  return accounts.find((a) => a.key === activeKey)
})

/** Accounts whose role asks for report polling (the moderation layer polls for these). */
export const reportPollingKeysAtom = atom<AccountKey[]>((get) =>
  get(accountsAtom)
    .filter((a) => !a.expired && (a.role === 'admin' || a.role === 'moderator'))
    .map((a) => a.key),
)

export function findAccount(store: Store, key: AccountKey): Account | undefined {
  return store.get(accountsStateAtom).accounts.find((a) => a.key === key)
}
