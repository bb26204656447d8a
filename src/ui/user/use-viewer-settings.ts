import { useAtomValue } from 'jotai'
import type { Settings } from '../../settings/defaults'
import { useSettingsAtoms } from '../../settings/store'

/** The settings of the account the card acts as (confirmations, highlights). */
export function useViewerSettings(accountKey: string): Settings {
  return useAtomValue(useSettingsAtoms(accountKey).effective)
}
