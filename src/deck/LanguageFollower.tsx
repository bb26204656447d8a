import { useAtomValue, useSetAtom, useStore } from 'jotai'
import { useEffect } from 'react'
import {
  browserLanguages,
  interfaceLocaleAtom,
  localeOfSetting,
} from '../settings/interface-locale'
import { settingsAtoms } from '../settings/store'

/**
 * The settings' interface language drives the device's: the one chosen (here, in another
 * browser, or from a settings file), else the browser's languages. The page re-renders in it
 * once its catalogue has arrived, and the cookie keeps it for the next load's first paint.
 */
export function LanguageFollower({ owner }: { owner: string }) {
  const store = useStore()
  const user = useAtomValue(settingsAtoms(store, owner).user)
  const setLocale = useSetAtom(interfaceLocaleAtom)
  const chosen = user.interfaceLanguage ?? ''
  useEffect(() => {
    setLocale(localeOfSetting(chosen, browserLanguages()))
  }, [chosen, setLocale])
  return null
}
