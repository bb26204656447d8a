import { defineMessages } from '../i18n/define-messages'
import { routePath } from '../routes/route-table'
import { registerDrawerEntry, type DrawerEntry } from './nav/drawer-entries'

// The moderation view's entries in the menu (spec 1 section 2: after about, before
// administration), for admins and moderators only; registered by the frame's watch when it
// loads. (Not on import: the build drops a module imported only for its effect.)

const m = defineMessages({
  reports: { id: 'nav.moderation_reports', defaultMessage: 'Reports' },
  accounts: { id: 'nav.moderation_accounts', defaultMessage: 'Accounts (moderation)' },
})

const entries: readonly DrawerEntry[] = [
  {
    id: 'moderation-reports',
    slot: 'staff',
    icon: 'flag',
    label: m.reports,
    audience: 'staff',
    open: { to: routePath('moderation-reports') },
  },
  {
    id: 'moderation-users',
    slot: 'staff',
    icon: 'shield',
    label: m.accounts,
    audience: 'staff',
    open: { to: routePath('moderation-users') },
  },
]

/** Adds the entries to the menu; returns their removal. */
export function registerModerationEntries(): () => void {
  const removals = entries.map((entry) => registerDrawerEntry(entry))
  return () => {
    for (const remove of removals) remove()
  }
}
