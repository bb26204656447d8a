// Entities of the card's account, read through the state layer's hooks (which also retain them
// in the cache while a card shows them); a card re-renders only when its own entities change.
import { useAtomValue } from 'jotai'
import type { Settings } from '../../settings/defaults'
import { useSettingsAtoms } from '../../settings/store'
import { usePoll, useRelationship, useStatus, useUser } from '../../state/hooks'
import { useStatusEnv } from './status-env'

export function useStatusEntity(id: string | null | undefined) {
  return useStatus(useStatusEnv().accountKey, id)
}
export function useUserEntity(id: string | null | undefined) {
  return useUser(useStatusEnv().accountKey, id)
}
export function usePollEntity(id: string | null | undefined) {
  return usePoll(useStatusEnv().accountKey, id)
}
export function useRelationshipEntity(id: string | null | undefined) {
  return useRelationship(useStatusEnv().accountKey, id)
}

/** The effective settings of the card's account. */
export function useCardSettings(): Settings {
  const { accountKey } = useStatusEnv()
  return useAtomValue(useSettingsAtoms(accountKey).effective)
}
