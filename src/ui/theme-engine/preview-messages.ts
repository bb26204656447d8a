import { defineMessages } from '../../i18n/define-messages'

export const previewMessages = defineMessages({
  column: { id: 'themePreview.column', defaultMessage: 'Home' },
  author: { id: 'themePreview.author', defaultMessage: 'Alice' },
  other: { id: 'themePreview.other', defaultMessage: 'Bob' },
  body: {
    id: 'themePreview.body',
    defaultMessage: 'Trying a new theme on the deck. Links look like <a>this one</a>.',
  },
  greentext: { id: 'themePreview.greentext', defaultMessage: '>be me, choosing colours' },
  unread: { id: 'themePreview.unread', defaultMessage: '3 unread' },
  composer: { id: 'themePreview.composer', defaultMessage: 'Write a post' },
  composerText: { id: 'themePreview.composerText', defaultMessage: 'Just setting up my theme' },
  post: { id: 'themePreview.post', defaultMessage: 'Post' },
  cancel: { id: 'themePreview.cancel', defaultMessage: 'Cancel' },
  error: { id: 'themePreview.error', defaultMessage: 'An error reads like this.' },
  pollDark: { id: 'themePreview.pollDark', defaultMessage: 'Dark themes' },
  pollLight: { id: 'themePreview.pollLight', defaultMessage: 'Light themes' },
})
