import { defineMessages } from '../../i18n/define-messages'

export const previewMessages = defineMessages({
  column: { id: 'themePreview.column', defaultMessage: 'Home' },
  author: { id: 'themePreview.author', defaultMessage: 'Alice' },
  handle: { id: 'themePreview.handle', defaultMessage: '@alice · 5 min' },
  body: {
    id: 'themePreview.body',
    defaultMessage: 'Trying a new theme on the deck. Links look like <a>this one</a>.',
  },
  greentext: { id: 'themePreview.greentext', defaultMessage: '>be me, choosing colours' },
  reply: { id: 'themePreview.reply', defaultMessage: 'Reply' },
  favourite: { id: 'themePreview.favourite', defaultMessage: 'Favourite' },
  notification: {
    id: 'themePreview.notification',
    defaultMessage: '<b>Bob</b> favourited your post',
  },
  unread: { id: 'themePreview.unread', defaultMessage: '3 unread' },
  composer: { id: 'themePreview.composer', defaultMessage: 'Write a post' },
  composerText: { id: 'themePreview.composerText', defaultMessage: 'Just setting up my theme' },
  post: { id: 'themePreview.post', defaultMessage: 'Post' },
  cancel: { id: 'themePreview.cancel', defaultMessage: 'Cancel' },
  error: { id: 'themePreview.error', defaultMessage: 'An error reads like this.' },
  pollOption: { id: 'themePreview.pollOption', defaultMessage: 'Dark themes: 62%' },
})
