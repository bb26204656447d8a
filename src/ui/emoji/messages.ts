import { defineMessages } from 'react-intl'

export const pickerMessages = defineMessages({
  picker: { id: 'emoji.picker', defaultMessage: 'Emoji picker' },
  search: { id: 'emoji.search_emoji', defaultMessage: 'Search for an emoji' },
  keepOpen: { id: 'emoji.keep_open', defaultMessage: 'Keep picker open' },
  recent: { id: 'emoji.recent', defaultMessage: 'Recently used' },
  standard: { id: 'emoji.unicode', defaultMessage: 'Unicode emoji' },
  custom: { id: 'emoji.custom', defaultMessage: 'Custom emoji' },
  stickers: { id: 'emoji.stickers', defaultMessage: 'Stickers' },
  results: { id: 'emoji.search_results', defaultMessage: 'Search results' },
  none: { id: 'emoji.no_results', defaultMessage: 'No emoji found' },
  loading: { id: 'emoji.load_all', defaultMessage: 'Loading emoji…' },
  loadFailed: { id: 'emoji.load_failed', defaultMessage: 'Emoji could not be loaded' },
  unnamedGroup: { id: 'emoji.unpacked', defaultMessage: 'Other' },
})

/** emojibase group numbers (the components group, 2, is never shown). */
export const unicodeGroupMessages = defineMessages({
  0: { id: 'emoji.group.smileys', defaultMessage: 'Smileys & emotion' },
  1: { id: 'emoji.group.people', defaultMessage: 'People & body' },
  3: { id: 'emoji.group.animals', defaultMessage: 'Animals & nature' },
  4: { id: 'emoji.group.food', defaultMessage: 'Food & drink' },
  5: { id: 'emoji.group.travel', defaultMessage: 'Travel & places' },
  6: { id: 'emoji.group.activities', defaultMessage: 'Activities' },
  7: { id: 'emoji.group.objects', defaultMessage: 'Objects' },
  8: { id: 'emoji.group.symbols', defaultMessage: 'Symbols' },
  9: { id: 'emoji.group.flags', defaultMessage: 'Flags' },
})
