import { defineMessages } from '../../i18n/define-messages'

export const searchMessages = defineMessages({
  field: { id: 'search.field', defaultMessage: 'Search' },
  placeholder: {
    id: 'search.placeholder',
    defaultMessage: 'Words, #hashtags, @user@host or a post’s link',
  },
  submit: { id: 'search.submit', defaultMessage: 'Search' },
  results: { id: 'search.results', defaultMessage: 'Results' },
  statuses: { id: 'search.statuses', defaultMessage: 'Statuses ({count, number})' },
  people: { id: 'search.people', defaultMessage: 'People ({count, number})' },
  hashtags: { id: 'search.hashtags', defaultMessage: 'Hashtags ({count, number})' },
  nothing: { id: 'search.no_results', defaultMessage: 'No results' },
  nothingFor: { id: 'search.no_results_for', defaultMessage: 'Nothing found for “{query}”.' },
  hint: {
    id: 'search.hint',
    defaultMessage:
      'Search for people, posts and hashtags. A handle like @user@host or a link to a post or profile on another server is looked up there.',
  },
  loading: { id: 'search.loading', defaultMessage: 'Searching…' },
  retry: { id: 'general.retry', defaultMessage: 'Try again' },
  statusesList: { id: 'search.statuses_list', defaultMessage: 'Statuses found' },
  peopleList: { id: 'search.people_list', defaultMessage: 'People found' },
  hashtagsList: { id: 'search.hashtags_list', defaultMessage: 'Hashtags found' },
  noActivity: { id: 'search.hashtag_no_history', defaultMessage: 'No recent activity known' },
})
