import { defineMessages } from '../i18n/define-messages'
import { routePath } from '../routes/route-table'
import { registerDrawerEntry } from './nav/drawer-entries'

// The moderation view's entries in the menu (spec 1 section 2: after about, before
// administration), for admins and moderators only; registered when the frame's watch loads.

const m = defineMessages({
  reports: { id: 'nav.moderation_reports', defaultMessage: 'Reports' },
  accounts: { id: 'nav.moderation_accounts', defaultMessage: 'Accounts (moderation)' },
})

registerDrawerEntry({
  id: 'moderation-reports',
  slot: 'staff',
  icon: 'flag',
  label: m.reports,
  audience: 'staff',
  open: { to: routePath('moderation-reports') },
})

registerDrawerEntry({
  id: 'moderation-users',
  slot: 'staff',
  icon: 'shield',
  label: m.accounts,
  audience: 'staff',
  open: { to: routePath('moderation-users') },
})
