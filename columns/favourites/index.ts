import { routePath } from '../../src/routes/route-table'
import { defineTimelineKind } from '../define-timeline-kind'
import { favouritesMessages as m } from './messages'

// Favourites come in the order they were favourited, so the server's order is kept.
export const favouritesColumn = defineTimelineKind({
  id: 'favourites',
  label: m.label,
  icon: 'star',
  signedInOnly: true,
  // Focused, the favourites are one's own profile's favourites tab (the profile kind shows it,
  // and only to its owner: someone else's `#favorites` is not the viewer's favourites).
  routes: [],
  focusedPath: (_params, context) =>
    routePath('external-user-profile', { id: context.userId ?? '' }, { hash: 'favorites' }),
  source: () => ({ kind: 'favourites' }),
  order: 'server',
})
