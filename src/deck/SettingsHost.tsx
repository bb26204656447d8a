import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useEffect, useRef } from 'react'
import { useActiveAccount } from '../accounts'
import { lookChoiceAtom, lookOfTheme } from '../settings/look'
import { settingsAtoms } from '../settings/store'
import { lazyDialog } from '../ui/common/lazy-after-first-paint'
import {
  isSettingsTab,
  settingsModalAtom,
  settingsModalDispatchAtom,
  settingsOpenerAtom,
} from '../ui/common/settings-opener'
import { registerDrawerEntry } from './nav/drawer-entries'
import { settingsDrawerEntry } from './settings-entry'
import { phoneQuery, useMediaQuery } from './use-media-query'
import { useAccountSession } from './use-column-account'
import { useSettingsSync } from './use-settings-sync'

const SettingsModal = lazyDialog(() => import('../ui/settings/SettingsModal'), 'SettingsModal')

function SignedInSettings({ owner }: { owner: string }) {
  useAccountSession(owner)
  useSettingsSync(owner)
  return null
}

/**
 * The account's theme setting drives this device's look: a look chosen in another browser (or
 * loaded from a settings file) applies here too. Only a theme the user chose counts: the
 * instance's default theme never overrides the device's own choice.
 */
function ThemeFollower({ owner }: { owner: string }) {
  const store = useStore()
  const theme = useAtomValue(settingsAtoms(store, owner).user).theme
  const setLook = useSetAtom(lookChoiceAtom)
  useEffect(() => {
    if (theme !== undefined && lookOfTheme(theme) !== store.get(lookChoiceAtom)) {
      setLook(lookOfTheme(theme))
    }
  }, [theme, store, setLook])
  return null
}

/**
 * The settings modal, loaded on its first opening and kept from then on; the signed-in
 * account's settings kept in step with the server; settings closed when the account changes
 * (a sign-out closes them).
 */
export function SettingsHost() {
  const modal = useAtomValue(settingsModalAtom)
  const dispatch = useSetAtom(settingsModalDispatchAtom)
  const account = useActiveAccount()
  const phone = useMediaQuery(phoneQuery)
  const owner = account?.key ?? null
  const previous = useRef(owner)
  const setOpener = useSetAtom(settingsOpenerAtom)
  // The menu's Settings entry, from the frame's first load (with the menu itself).
  useEffect(() => registerDrawerEntry(settingsDrawerEntry), [])
  // From now on other screens (the user card, the profile) can open the settings.
  useEffect(() => {
    setOpener({
      open: (tab) =>
        dispatch(
          tab !== undefined && isSettingsTab(tab) ? { type: 'open', tab } : { type: 'open' },
        ),
    })
    return () => setOpener(null)
  }, [setOpener, dispatch])
  useEffect(() => {
    if (previous.current !== owner) dispatch({ type: 'close' })
    previous.current = owner
  }, [owner, dispatch])
  return (
    <>
      {account && <SignedInSettings key={account.key} owner={account.key} />}
      {account && <ThemeFollower owner={account.key} />}
      {modal.loaded && <SettingsModal phone={phone} />}
    </>
  )
}
