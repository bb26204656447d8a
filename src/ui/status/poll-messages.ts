import { defineMessages } from '../../i18n/define-messages'

export const pollMessages = defineMessages({
  vote: { id: 'polls.vote', defaultMessage: 'Vote' },
  votes: {
    id: 'polls.votes_count',
    defaultMessage: '{count, plural, one {# vote} other {# votes}}',
  },
  voters: {
    id: 'polls.people_voted_count',
    defaultMessage: '{count, plural, one {# person voted} other {# people voted}}',
  },
  expiresIn: { id: 'polls.expires_in', defaultMessage: 'Poll ends {time}' },
  expired: { id: 'polls.expired', defaultMessage: 'Poll ended {time}' },
  percent: { id: 'polls.option_result', defaultMessage: '{percent}%' },
  ownVote: { id: 'polls.own_vote', defaultMessage: 'Your choice' },
  poll: { id: 'polls.poll', defaultMessage: 'Poll' },
  chooseOne: { id: 'polls.single_choice', defaultMessage: 'Choose one option' },
  chooseMany: { id: 'polls.multiple_choices', defaultMessage: 'Choose one or more options' },
})
