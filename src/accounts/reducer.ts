import type { AccountKey } from './account-key'
import type { AccountsState, StoredAccount, StoredApp } from './storage'

export type AccountsAction =
  | { type: 'signed-in'; account: Omit<StoredAccount, 'expired'> }
  | { type: 'switch'; key: AccountKey }
  | { type: 'expired'; key: AccountKey }
  | { type: 'signed-out'; key: AccountKey }
  | { type: 'role'; key: AccountKey; role: StoredAccount['role'] }
  | { type: 'app'; baseUrl: string; app: StoredApp }

/** Pure transitions of the signed-in accounts; the store persists every result. */
export function accountsReducer(state: AccountsState, action: AccountsAction): AccountsState {
  switch (action.type) {
    case 'signed-in': {
      // Signing in again (after an expired session) replaces the token in place, keeping order.
      const account: StoredAccount = { ...action.account, expired: false }
      const exists = state.accounts.some((a) => a.key === account.key)
      const accounts = exists
        ? state.accounts.map((a) => (a.key === account.key ? account : a))
        : [...state.accounts, account]
      return { ...state, accounts, activeKey: account.key }
    }
    case 'switch':
      if (!state.accounts.some((a) => a.key === action.key)) return state
      return { ...state, activeKey: action.key }
    case 'expired':
      return patch(state, action.key, { expired: true })
    case 'role':
      return patch(state, action.key, { role: action.role })
    case 'signed-out': {
      const accounts = state.accounts.filter((a) => a.key !== action.key)
      const activeKey =
        state.activeKey === action.key ? (accounts[0]?.key ?? null) : state.activeKey
      return { ...state, accounts, activeKey }
    }
    case 'app':
      return { ...state, apps: { ...state.apps, [action.baseUrl]: action.app } }
  }
}

function patch(
  state: AccountsState,
  key: AccountKey,
  change: Partial<StoredAccount>,
): AccountsState {
  if (!state.accounts.some((a) => a.key === key)) return state
  return {
    ...state,
    accounts: state.accounts.map((a) => (a.key === key ? { ...a, ...change } : a)),
  }
}
