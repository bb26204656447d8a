import { defineMessages } from '../../src/i18n/define-messages'

export const reportsColumnMessages = defineMessages({
  label: { id: 'columns.reports', defaultMessage: 'Reports' },
  title: {
    id: 'columns.reports.title',
    defaultMessage:
      'Reports: {state, select, open {open} resolved {resolved} closed {closed} other {all}}',
  },
  stateField: { id: 'columns.reports.state_field', defaultMessage: 'Reports to show' },
  stateOpen: { id: 'columns.reports.state_open', defaultMessage: 'Open' },
  stateResolved: { id: 'columns.reports.state_resolved', defaultMessage: 'Resolved' },
  stateClosed: { id: 'columns.reports.state_closed', defaultMessage: 'Closed' },
  stateAll: { id: 'columns.reports.state_all', defaultMessage: 'All' },
})
