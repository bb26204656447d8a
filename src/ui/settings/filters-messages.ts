import { defineMessages } from '../../i18n/define-messages'

export const filtersMessages = defineMessages({
  muteWords: { id: 'settings.filters.mute_words', defaultMessage: 'Muted words' },
  muteWordsHint: {
    id: 'settings.filters.mute_words_hint',
    defaultMessage: 'One a line. A post with one of them in its text or content warning is muted.',
  },
  saveWords: { id: 'settings.filters.save_words', defaultMessage: 'Save muted words' },
  highlights: { id: 'settings.highlight.title', defaultMessage: 'Highlighted users' },
  highlightsHint: {
    id: 'settings.highlight.hint',
    defaultMessage: 'Posts of these users stand out with the colour and style you choose.',
  },
  none: { id: 'settings.highlight.none', defaultMessage: 'Nobody is highlighted.' },
  user: { id: 'settings.highlight.user', defaultMessage: 'User (name or name@instance)' },
  add: { id: 'settings.highlight.add', defaultMessage: 'Highlight' },
  type: { id: 'settings.highlight.type', defaultMessage: 'Highlight of {user}' },
  colour: { id: 'settings.highlight.colour', defaultMessage: 'Colour of {user}' },
  pickColour: { id: 'settings.highlight.pick_colour', defaultMessage: 'Pick the colour of {user}' },
  badUser: {
    id: 'settings.highlight.bad_user',
    defaultMessage: 'A user name, or name@instance',
  },
  disabled: { id: 'settings.highlight.disabled', defaultMessage: 'No highlight' },
  solid: { id: 'settings.highlight.solid', defaultMessage: 'Solid' },
  striped: { id: 'settings.highlight.striped', defaultMessage: 'Striped' },
  side: { id: 'settings.highlight.side', defaultMessage: 'Side bar' },
  badColour: {
    id: 'settings.highlight.bad_colour',
    defaultMessage: 'Shown only as a colour like #FF8800',
  },
})
