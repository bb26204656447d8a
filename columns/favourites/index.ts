import * as v from 'valibot'
import { routePath } from '../../src/routes/route-table'
import { POLL_INTERVAL_MS } from '../../src/state/constants'
import { columnMessages } from '../messages'
import { defineKind } from '../types'

// Favourites come in the order they were favourited, so the server's order is kept.
export const favouritesColumn = defineKind({
  id: 'favourites',
  label: columnMessages.favourites,
  icon: 'star',
  title: () => ({ descriptor: columnMessages.favourites }),
  params: v.object({}),
  fields: [],
  signedInOnly: true,
  // A profile's favourites tab (`/users/:id#favorites`) is the signed-in account's favourites.
  routes: [{ route: 'external-user-profile', hash: 'favorites', params: () => ({}) }],
  focusedPath: (_params, context) =>
    routePath('external-user-profile', { id: context.userId ?? '' }, { hash: 'favorites' }),
  body: 'timeline',
  source: () => ({ kind: 'favourites' }),
  pollIntervalMs: POLL_INTERVAL_MS.timeline,
  order: 'server',
  clearOnLeave: false,
})
