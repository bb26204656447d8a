import { useAtomValue, useStore } from 'jotai'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { AccountKey } from '../../accounts/account-key'
import { activeAccountAtom } from '../../accounts/store'
import { routePath } from '../../routes/route-table'
import { settingsAtoms } from '../../settings/store'

/**
 * Logout of spec 1 section 4: with modalOnLogout a confirmation comes first; then the app goes
 * to /main/public and the account signs out (its listeners close settings and stop its streams
 * and polls; its token is revoked).
 */
export function useLogout() {
  const store = useStore()
  const navigate = useNavigate()
  const active = useAtomValue(activeAccountAtom)
  const settings = useAtomValue(settingsAtoms(store, active?.key ?? '~none').effective)
  const [confirming, setConfirming] = useState<AccountKey | undefined>(undefined)

  const logout = async (key: AccountKey) => {
    setConfirming(undefined)
    void navigate(routePath('public-timeline'))
    const { signOut } = await import('../../accounts/session')
    await signOut(store, key)
  }

  const request = (key: AccountKey) => {
    if (settings.modalOnLogout) setConfirming(key)
    else void logout(key)
  }

  return {
    confirming,
    request,
    confirm: () => {
      if (confirming !== undefined) void logout(confirming)
    },
    cancel: () => setConfirming(undefined),
  }
}
