import * as v from 'valibot'
import type { PersistedSpec } from '../lib/persisted'

const roleSchema = v.picklist(['admin', 'moderator', 'member'])

const accountSchema = v.object({
  key: v.string(),
  baseUrl: v.string(),
  userId: v.string(),
  nickname: v.string(),
  token: v.string(),
  role: roleSchema,
  /** The server refused the token: the account stays (drafts, settings) until signed in again. */
  expired: v.boolean(),
})

const appSchema = v.object({
  clientId: v.string(),
  clientSecret: v.string(),
  redirectUri: v.string(),
})

const accountsStateSchema = v.object({
  accounts: v.array(accountSchema),
  activeKey: v.nullable(v.string()),
  /** The OAuth app of each instance, by base URL: registered once, kept. */
  apps: v.record(v.string(), appSchema),
})

export type StoredAccount = v.InferOutput<typeof accountSchema>
export type StoredApp = v.InferOutput<typeof appSchema>
export type AccountsState = v.InferOutput<typeof accountsStateSchema>

export const emptyAccountsState = (): AccountsState => ({ accounts: [], activeKey: null, apps: {} })

export const accountsSpec: PersistedSpec<AccountsState> = {
  key: 'accounts',
  version: 1,
  schema: accountsStateSchema,
  defaults: emptyAccountsState,
}
