import { defineMessages } from '../i18n/define-messages'
import { openSettingsAtom } from '../ui/common/settings-opener'
import type { DrawerEntry } from './nav/drawer-entries'

// The settings' entry in the menu (spec 1 section 2: after who-to-follow). The settings' host
// registers it when the frame loads, so the entry is there from the first opening of the menu.
// (An import kept only for its effect would be dropped by the build: the app's modules are
// declared free of side effects.)

const m = defineMessages({
  settings: { id: 'nav.settings_entry', defaultMessage: 'Settings' },
})

export const settingsDrawerEntry: DrawerEntry = {
  id: 'settings',
  slot: 'personal',
  icon: 'settings',
  label: m.settings,
  audience: 'signed-in',
  open: { run: (store) => store.set(openSettingsAtom) },
}
