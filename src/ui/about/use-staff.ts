import { useAtomValue, useStore } from 'jotai'
import { useEffect, useState } from 'react'
import type { ApiAccount } from '../../api/wire'
import { activeAccountAtom } from '../../accounts/store'

export interface StaffMember {
  id: string
  acct: string
  displayName: string
  avatar: string
  role: 'admin' | 'moderator' | 'member'
}

/** Staff AP ids (`https://host/users/nick`) to nicknames the API can look up. */
export function nicknameOfStaff(apId: string): string | undefined {
  try {
    return new URL(apId).pathname.split('/').filter(Boolean).pop()
  } catch {
    return apId || undefined
  }
}

function memberOf(account: ApiAccount): StaffMember {
  const role = account.pleroma?.is_admin
    ? 'admin'
    : account.pleroma?.is_moderator
      ? 'moderator'
      : 'member'
  return {
    id: account.id,
    acct: account.acct,
    displayName: account.display_name || account.username,
    avatar: account.avatar,
    role,
  }
}

/** The instance's staff accounts, fetched once; one that fails is left out and logged. */
export function useStaff(staffAccounts: readonly string[]): StaffMember[] {
  const store = useStore()
  const active = useAtomValue(activeAccountAtom)
  const [staff, setStaff] = useState<StaffMember[]>([])
  useEffect(() => {
    const controller = new AbortController()
    void (async () => {
      const [{ fetchAccount }, { clientForAccount, visitorClient }] = await Promise.all([
        import('../../api/accounts'),
        import('../../accounts/clients'),
      ])
      const client = active && !active.expired ? clientForAccount(store, active) : visitorClient()
      const found = await Promise.all(
        staffAccounts.map(async (apId) => {
          const nickname = nicknameOfStaff(apId)
          if (!nickname) return undefined
          try {
            return memberOf(await fetchAccount(client, nickname))
          } catch (error) {
            console.warn(`Could not load staff account ${apId}`, error)
            return undefined
          }
        }),
      )
      if (!controller.signal.aborted)
        setStaff(found.filter((m): m is StaffMember => m !== undefined))
    })()
    return () => {
      controller.abort()
    }
  }, [staffAccounts, active, store])
  return staff
}
