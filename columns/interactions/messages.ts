import { defineMessages } from '../../src/i18n/define-messages'

export const interactionsMessages = defineMessages({
  label: { id: 'nav.interactions', defaultMessage: 'Interactions' },
  tabs: { id: 'interactions.tabs', defaultMessage: 'Kinds of interaction' },
  mentions: { id: 'interactions.mentions', defaultMessage: 'Mentions' },
  likes: { id: 'interactions.favs_repeats', defaultMessage: 'Favs and repeats' },
  follows: { id: 'interactions.follows', defaultMessage: 'Follows' },
  moves: { id: 'interactions.moves', defaultMessage: 'Moves' },
})
