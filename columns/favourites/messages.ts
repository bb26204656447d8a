import { defineMessages } from '../../src/i18n/define-messages'

export const favouritesMessages = defineMessages({
  label: { id: 'columns.favourites', defaultMessage: 'Favourites' },
})
