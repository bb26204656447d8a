import { useAtomValue, useSetAtom } from 'jotai'
import { useMemo } from 'react'
import type { NotificationVisibility } from '../../src/settings/defaults'
import { useSettingsAtoms } from '../../src/settings/store'
import { filterKeysFor, type NotificationFilterKey } from '../../src/state/notifications'
import type { NotificationsParams } from './index'

/** The kinds the user setting notificationVisibility names (a focused view's filter). */
const visibilityKeys: readonly (NotificationFilterKey & keyof NotificationVisibility)[] = [
  'mentions',
  'likes',
  'repeats',
  'emojiReactions',
  'follows',
  'followRequest',
  'moves',
  'polls',
]

export interface TypeFilterMenu {
  choices: readonly NotificationFilterKey[]
  shown: ReadonlySet<NotificationFilterKey>
  toggle: (key: NotificationFilterKey) => void
}

/**
 * What the heading's filter menu edits. A deck column keeps its own set of kinds in its params;
 * the focused view has no stored column, so there the menu edits the account's
 * notificationVisibility setting, which every list and the unseen count obey.
 */
export function useTypeFilterMenu(
  account: string,
  staff: boolean,
  filter: readonly NotificationFilterKey[] | null,
  onParamsChange: ((params: NotificationsParams) => void) | undefined,
): TypeFilterMenu {
  const atoms = useSettingsAtoms(account)
  const visibility = useAtomValue(atoms.effective).notificationVisibility
  const setSetting = useSetAtom(atoms.set)
  return useMemo(() => {
    if (onParamsChange) {
      const choices = filterKeysFor(staff)
      const shown = new Set(filter ?? choices)
      return {
        choices,
        shown,
        toggle: (key) => {
          const next = choices.filter((choice) => (choice === key) !== shown.has(choice))
          // A column always shows something: the last kind cannot be switched off.
          if (next.length === 0) return
          onParamsChange(next.length === choices.length ? {} : { types: next })
        },
      }
    }
    const shown = new Set(visibilityKeys.filter((key) => visibility[key]))
    return {
      choices: visibilityKeys,
      shown,
      toggle: (key) => {
        if (!(key in visibility)) return
        const name = key as keyof NotificationVisibility
        setSetting({
          name: 'notificationVisibility',
          value: { ...visibility, [name]: !visibility[name] },
        })
      },
    }
  }, [onParamsChange, staff, filter, visibility, setSetting])
}
