import { useStore } from 'jotai'
import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { routePath } from '../../routes/route-table'
import { releaseHolder, setHolder } from '../../state/holders'
import { loadSuggestions, useLoad } from '../../state/loaders'
import { Alert } from '../common/Alert'
import { formatUserMessage } from '../common/format-user-message'
import { Spinner } from '../common/Spinner'
import { Button } from '../primitives/Button'
import { AccountRow } from './AccountRow'
import { FollowableRow } from './FollowableRow'
import { peopleMessages as m } from './messages'
import './suggestions.css'

export interface SuggestionsProps {
  accountKey: string
  /** Show only the first few (the side panel: 3, spec 1 §9), with a link to all of them. */
  limit?: number
}

/**
 * Accounts the instance suggests following (GET /api/v1/suggestions): each leads to its
 * profile; on the full page each has its follow button (the side panel keeps to names).
 */
export function Suggestions({ accountKey, limit }: SuggestionsProps) {
  const intl = useIntl()
  const store = useStore()
  const suggestions = useLoad(accountKey, 'suggestions', loadSuggestions)
  const ids = suggestions.data
  useEffect(() => {
    if (!ids) return undefined
    const holder = 'panel:suggestions'
    setHolder(store, accountKey, holder, { users: ids })
    return () => releaseHolder(store, accountKey, holder)
  }, [store, accountKey, ids])
  if (suggestions.status === 'error') {
    return (
      <div className="load-problem">
        <Alert>{formatUserMessage(intl, suggestions.message)}</Alert>
        <Button size="sm" onClick={suggestions.reload}>
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
    )
  }
  if (!ids) {
    return (
      <div className="suggestions-loading" role="status">
        <Spinner />
        <span className="visually-hidden">{intl.formatMessage(m.loading)}</span>
      </div>
    )
  }
  if (ids.length === 0) return <p className="suggestions-empty">{intl.formatMessage(m.none)}</p>
  const shown = limit === undefined ? ids : ids.slice(0, limit)
  return (
    <>
      <ul className="suggestions" aria-label={intl.formatMessage(m.suggestions)}>
        {shown.map((id) => (
          <li key={id}>
            {limit === undefined ? (
              <FollowableRow accountKey={accountKey} userId={id} withBio />
            ) : (
              <AccountRow accountKey={accountKey} userId={id} />
            )}
          </li>
        ))}
      </ul>
      {limit !== undefined && (
        <Link to={routePath('who-to-follow')} className="suggestions-more">
          {intl.formatMessage(m.more)}
        </Link>
      )}
    </>
  )
}
