import { defineMessages } from '../../i18n/define-messages'

export const peopleMessages = defineMessages({
  bot: { id: 'user_card.bot', defaultMessage: 'Bot' },
  locked: { id: 'user_card.locked', defaultMessage: 'Locked' },
  whoToFollow: { id: 'who_to_follow.who_to_follow', defaultMessage: 'Who to follow' },
  more: { id: 'who_to_follow.more', defaultMessage: 'More suggestions' },
  suggestions: { id: 'who_to_follow.suggestions', defaultMessage: 'Suggested accounts' },
  none: { id: 'who_to_follow.none', defaultMessage: 'No suggestions right now.' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  retry: { id: 'general.retry', defaultMessage: 'Try again' },
})
