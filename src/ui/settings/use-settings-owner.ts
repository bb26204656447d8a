import { useAtomValue, useStore } from 'jotai'
import { useCallback } from 'react'
import { useActiveAccount, visitorKeyOf } from '../../accounts'
import type { Settings } from '../../settings/defaults'
import { useSettingsAtoms, type SettingUpdate } from '../../settings/store'
import { changeSetting } from '../../state/settings-status'

/** Whose settings the screen edits: the active account's, or this instance's visitors'. */
export function useSettingsOwner(): { owner: string; signedIn: boolean } {
  const account = useActiveAccount()
  return { owner: account?.key ?? visitorKeyOf(location.origin), signedIn: account !== undefined }
}

/** The owner's effective settings and a setter that reports "saved" or the error. */
export function useEditableSettings(owner: string): {
  settings: Settings
  change: (update: SettingUpdate) => boolean
} {
  const store = useStore()
  const settings = useAtomValue(useSettingsAtoms(owner).effective)
  const change = useCallback(
    (update: SettingUpdate) => changeSetting(store, owner, update),
    [store, owner],
  )
  return { settings, change }
}
