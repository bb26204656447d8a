import { defineMessages } from '../../src/i18n/define-messages'

export const searchColumnMessages = defineMessages({
  label: { id: 'columns.search', defaultMessage: 'Search' },
  title: { id: 'columns.search_title', defaultMessage: 'Search: {query}' },
  param: { id: 'columns.search_param', defaultMessage: 'Search for' },
})
