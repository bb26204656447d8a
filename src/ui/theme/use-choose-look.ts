import { useSetAtom, useStore } from 'jotai'
import { useCallback } from 'react'
import { lookChoiceAtom, type LookChoice } from '../../settings/look'
import { changeSetting } from '../../state/settings-status'

/**
 * Chooses a look for this device and, for a signed-in account or visitors, as the account's
 * theme, so the account's other browsers take it too.
 */
export function useChooseLook(owner: string): (choice: LookChoice) => void {
  const store = useStore()
  const setLook = useSetAtom(lookChoiceAtom)
  return useCallback(
    (choice: LookChoice) => {
      setLook(choice)
      changeSetting(store, owner, { name: 'theme', value: choice })
    },
    [store, owner, setLook],
  )
}
