import { useAtomValue } from 'jotai'
import { visitorKeyOf } from '../../accounts/account-key'
import { activeAccountAtom } from '../../accounts/store'
import type { User } from '../../entities'
import { useInstanceConfig } from '../../state/instance'
import { loadStaff, useLoad } from '../../state/loaders'

/**
 * The instance's staff accounts, looked up as the active account (a visitor, or an account
 * whose session ended, looks them up without a token); one that fails is left out and logged.
 */
export function useStaff(staffAccounts: readonly string[]): readonly User[] {
  const config = useInstanceConfig()
  const active = useAtomValue(activeAccountAtom)
  const accountKey = active && !active.expired ? active.key : visitorKeyOf(config.server)
  const key = staffAccounts.length > 0 ? staffAccounts.join('\n') : null
  const staff = useLoad(accountKey, key, (target) => loadStaff(target, staffAccounts))
  return staff.data ?? none
}

const none: readonly User[] = []
