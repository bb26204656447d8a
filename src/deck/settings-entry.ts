import { defineMessages } from '../i18n/define-messages'
import { openSettingsAtom } from '../ui/common/settings-opener'
import { registerDrawerEntry } from './nav/drawer-entries'

// The settings' entry in the menu (spec 1 section 2: after who-to-follow), registered when the
// frame loads so the entry is there from the first opening of the menu.

const m = defineMessages({
  settings: { id: 'nav.settings_entry', defaultMessage: 'Settings' },
})

registerDrawerEntry({
  id: 'settings',
  slot: 'personal',
  icon: 'settings',
  label: m.settings,
  audience: 'signed-in',
  open: { run: (store) => store.set(openSettingsAtom) },
})
