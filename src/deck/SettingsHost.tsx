import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useRef } from 'react'
import { useActiveAccount, visitorKeyOf } from '../accounts'
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
import { useColumnPictureSlot } from './ColumnPicture'
import { LanguageFollower } from './LanguageFollower'
import { ThemeFollower } from './ThemeFollower'
import { useSettingsSync } from './use-settings-sync'

const SettingsModal = lazyDialog(() => import('../ui/settings/SettingsModal'), 'SettingsModal')

function SignedInSettings({ owner }: { owner: string }) {
  useAccountSession(owner)
  useSettingsSync(owner)
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
  useColumnPictureSlot()
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
      <ThemeFollower owner={owner ?? visitorKeyOf(location.origin)} />
      <LanguageFollower owner={owner ?? visitorKeyOf(location.origin)} />
      {modal.loaded && <SettingsModal phone={phone} />}
    </>
  )
}
