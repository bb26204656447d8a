import { defineMessages } from '../i18n/define-messages'
import { openSettingsAtom } from '../ui/common/settings-opener'
import { registerDrawerEntry } from './nav/drawer-entries'

// The settings' entry in the menu (spec 1 section 2: after who-to-follow), registered when the
// frame loads so the entry is there from the first opening of the menu. A function the host
// calls, not an import for its effect: the build treats the app's modules as free of import
// side effects (vite.config.ts), so a bare `import './settings-entry'` is left out.

const m = defineMessages({
  settings: { id: 'nav.settings_entry', defaultMessage: 'Settings' },
})

export function registerSettingsEntry(): void {
  registerDrawerEntry({
    id: 'settings',
    slot: 'personal',
    icon: 'settings',
    label: m.settings,
    audience: 'signed-in',
    open: { run: (store) => store.set(openSettingsAtom) },
  })
}
