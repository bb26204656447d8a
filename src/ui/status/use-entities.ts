// Read entities from the state layer's cache by id; a card re-renders only when its own
// entities change. (Thin readers over src/state/entity-cache until src/state/hooks.ts lands.)
import { useAtomValue, useStore } from 'jotai'
import { useMemo } from 'react'
import { settingsAtoms } from '../../settings/store'
import type { Settings } from '../../settings/defaults'
import {
  entityAtom,
  getAccountCache,
  type EntityKind,
  type EntityTypes,
} from '../../state/entity-cache'
import { useStatusEnv } from './status-env'

const NONE = '\u0000none'

export function useEntity<K extends EntityKind>(
  kind: K,
  id: string | null | undefined,
): EntityTypes[K] | undefined {
  const store = useStore()
  const { accountKey } = useStatusEnv()
  const target = useMemo(
    () => entityAtom(getAccountCache(store, accountKey), kind, id ?? NONE),
    [store, accountKey, kind, id],
  )
  const value = useAtomValue(target)
  return id == null ? undefined : value
}

export const useStatusEntity = (id: string | null | undefined) => useEntity('statuses', id)
export const useUserEntity = (id: string | null | undefined) => useEntity('users', id)
export const usePollEntity = (id: string | null | undefined) => useEntity('polls', id)
export const useRelationshipEntity = (id: string | null | undefined) =>
  useEntity('relationships', id)

/** The effective settings of the card's account. */
export function useCardSettings(): Settings {
  const { accountKey } = useStatusEnv()
  return useAtomValue(settingsAtoms(accountKey).effective)
}
