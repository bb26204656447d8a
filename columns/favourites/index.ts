import { routePath } from '../../src/routes/route-table'
import { defineTimelineKind } from '../define-timeline-kind'
import { favouritesMessages as m } from './messages'

// Favourites come in the order they were favourited, so the server's order is kept.
export const favouritesColumn = defineTimelineKind({
  id: 'favourites',
  label: m.label,
  icon: 'star',
  signedInOnly: true,
  // A profile's favourites tab (`/users/:id#favorites`) is the signed-in account's favourites.
  routes: [{ route: 'external-user-profile', hash: 'favorites', params: () => ({}) }],
  focusedPath: (_params, context) =>
    routePath('external-user-profile', { id: context.userId ?? '' }, { hash: 'favorites' }),
  source: () => ({ kind: 'favourites' }),
  order: 'server',
})
