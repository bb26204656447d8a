import { useIntl } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { accountLookupOf, routeColumn, type AccountLookup } from '../../columns/registry'
import { defineMessages } from '../i18n/define-messages'
import { routePath, type RouteName } from '../routes/route-table'
import { Spinner } from '../ui/common'
import { DeckView } from './DeckView'
import { FocusedColumn } from './FocusedColumn'
import { useAccountLookup } from './use-account-lookup'
import { useDeck } from './use-deck'

const m = defineMessages({
  notYet: {
    id: 'deck.screen_not_yet',
    defaultMessage: 'This screen is not part of the client yet.',
  },
  toDeck: { id: 'deck.go_to_deck', defaultMessage: 'Go to the deck' },
  noProfile: {
    id: 'user_profile.profile_does_not_exist',
    defaultMessage: 'Sorry, this profile does not exist.',
  },
  loading: { id: 'general.loading', defaultMessage: 'Loading…' },
})

/** A route naming its column's account by nickname (`/lain`): the account is looked up first. */
function ColumnOfAccountName({ lookup: { name, column } }: { lookup: AccountLookup }) {
  const intl = useIntl()
  const deck = useDeck()
  const lookup = useAccountLookup(deck.owner, name)
  if (lookup.status === 'loading') {
    return (
      <main className="focused focused-missing" aria-busy>
        <Spinner />
        <span className="visually-hidden">{intl.formatMessage(m.loading)}</span>
      </main>
    )
  }
  const target = lookup.status === 'missing' ? null : column(lookup.id)
  if (!target) {
    return (
      <main className="focused focused-missing">
        <p role="alert">{intl.formatMessage(m.noProfile)}</p>
      </main>
    )
  }
  return <FocusedColumn target={target} />
}

export interface FocusedRouteProps {
  route: RouteName
  params: Record<string, string>
}

/** Every timeline-like route: the deck itself at /deck, else that route's column, focused. */
export function FocusedRoute({ route, params }: FocusedRouteProps) {
  const intl = useIntl()
  const location = useLocation()
  if (route === 'deck') return <DeckView />
  const lookup = accountLookupOf(route, params, location.hash)
  if (lookup) return <ColumnOfAccountName lookup={lookup} />
  const target = routeColumn(route, params, location.hash, location.search)
  if (target) return <FocusedColumn target={target} />
  return (
    <main className="focused focused-missing">
      <p>{intl.formatMessage(m.notYet)}</p>
      <Link to={routePath('deck')}>{intl.formatMessage(m.toDeck)}</Link>
    </main>
  )
}
