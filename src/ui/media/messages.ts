import { defineMessages } from '../../i18n/define-messages'

export const mediaMessages = defineMessages({
  flashFail: { id: 'general.flash_fail', defaultMessage: 'Failed to load flash content' },
  flashPlay: { id: 'status.flash_play', defaultMessage: 'Play flash content' },
  flashStop: { id: 'status.flash_stop', defaultMessage: 'Stop flash content' },
  flashOpen: { id: 'status.flash_open_file', defaultMessage: 'Open the file' },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
  nsfw: { id: 'nsfw', defaultMessage: 'NSFW' },
  showNsfw: { id: 'status.show_nsfw', defaultMessage: 'Show sensitive media' },
  hideNsfw: { id: 'status.hide_nsfw', defaultMessage: 'Hide sensitive media' },
  open: { id: 'status.attachment_open', defaultMessage: 'Open attachment: {description}' },
  noDescription: { id: 'status.attachment_no_description', defaultMessage: 'no description' },
  download: { id: 'status.attachment_download', defaultMessage: 'Download {name}' },
  showAll: { id: 'status.gallery_show_all', defaultMessage: 'Show all attachments' },
  showFewer: { id: 'status.gallery_show_fewer', defaultMessage: 'Show fewer attachments' },
  moreHidden: {
    id: 'status.gallery_more_hidden',
    defaultMessage: '{count, plural, one {# more attachment} other {# more attachments}}',
  },
  gallery: { id: 'status.attachments', defaultMessage: 'Attachments' },
  viewer: { id: 'media_modal.title', defaultMessage: 'Media viewer' },
  previous: { id: 'media_modal.previous', defaultMessage: 'Previous' },
  next: { id: 'media_modal.next', defaultMessage: 'Next' },
  counter: { id: 'media_modal.counter', defaultMessage: '{current} / {total}' },
})
