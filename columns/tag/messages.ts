import { defineMessages } from '../../src/i18n/define-messages'

export const tagMessages = defineMessages({
  label: { id: 'columns.tag', defaultMessage: 'Hashtag' },
  title: { id: 'columns.tag_title', defaultMessage: '#{tags}' },
  param: { id: 'columns.tag_param', defaultMessage: 'Hashtags' },
  match: { id: 'columns.tag_match', defaultMessage: 'Matching' },
  any: { id: 'columns.tag_any', defaultMessage: 'Any of them' },
  all: { id: 'columns.tag_all', defaultMessage: 'All of them' },
  none: { id: 'columns.tag_none', defaultMessage: 'The first, and none of the others' },
})
