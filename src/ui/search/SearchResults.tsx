import { useStore } from 'jotai'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { releaseHolder, setHolder } from '../../state/holders'
import { loadSearch, useLoad, type SearchResults as Found } from '../../state/loaders'
import { Alert } from '../common/Alert'
import { formatUserMessage } from '../common/format-user-message'
import { Spinner } from '../common/Spinner'
import { FollowableRow } from '../people/FollowableRow'
import { Button } from '../primitives/Button'
import { Tabs } from '../primitives/Tabs'
import { StatusCard } from '../status'
import { HashtagRow } from './HashtagRow'
import { searchMessages as m } from './messages'

export type SearchTab = 'statuses' | 'people' | 'hashtags'

/** Spec 1 §2: the first tab with results, in the order Statuses, People, Hashtags. */
export function firstNonEmptyTab(found: Found): SearchTab {
  if (found.statusIds.length > 0) return 'statuses'
  if (found.accountIds.length > 0) return 'people'
  if (found.hashtags.length > 0) return 'hashtags'
  return 'statuses'
}

/** Keeps what the results show in the cache while they show. */
function useHeld(accountKey: string, holder: string, found: Found | undefined) {
  const store = useStore()
  useEffect(() => {
    if (!found) return undefined
    setHolder(store, accountKey, holder, { statuses: found.statusIds, users: found.accountIds })
    return () => releaseHolder(store, accountKey, holder)
  }, [store, accountKey, holder, found])
}

export interface SearchResultsProps {
  accountKey: string
  query: string
  /** Names what holds the results in the cache (one per column). */
  holder: string
  /** The signed-in account (follow buttons); none for a visitor. */
  signedIn: boolean
}

/** What a search found, in tabs with their counts; the first tab with results opens first. */
export function SearchResults({ accountKey, query, holder, signedIn }: SearchResultsProps) {
  const intl = useIntl()
  const results = useLoad(accountKey, query ? `search ${query}` : null, (target) =>
    loadSearch(target, query),
  )
  const found = results.status === 'ready' ? results.data : undefined
  useHeld(accountKey, holder, found)
  const [chosen, setChosen] = useState<{ query: string; tab: SearchTab } | null>(null)

  if (!query) return <p className="search-hint">{intl.formatMessage(m.hint)}</p>
  if (results.status === 'error') {
    return (
      <div className="search-problem">
        <Alert>{formatUserMessage(intl, results.message)}</Alert>
        <Button onClick={results.reload}>{intl.formatMessage(m.retry)}</Button>
      </div>
    )
  }
  if (!found) {
    return (
      <div className="search-loading" role="status">
        <Spinner />
        <span className="visually-hidden">{intl.formatMessage(m.loading)}</span>
      </div>
    )
  }
  const tab = chosen?.query === query ? chosen.tab : firstNonEmptyTab(found)
  const nothing = <p className="search-empty">{intl.formatMessage(m.nothing)}</p>
  if (found.statusIds.length + found.accountIds.length + found.hashtags.length === 0) {
    return <p className="search-empty">{intl.formatMessage(m.nothingFor, { query })}</p>
  }
  return (
    <Tabs
      label={intl.formatMessage(m.results)}
      className="search-tabs"
      selected={tab}
      onSelect={(id) => {
        setChosen({ query, tab: id })
      }}
      tabs={[
        {
          id: 'statuses',
          label: intl.formatMessage(m.statuses, { count: found.statusIds.length }),
          panel:
            found.statusIds.length === 0 ? (
              nothing
            ) : (
              <section aria-label={intl.formatMessage(m.statusesList)} className="search-statuses">
                {found.statusIds.map((id) => (
                  <StatusCard key={id} statusId={id} />
                ))}
              </section>
            ),
        },
        {
          id: 'people',
          label: intl.formatMessage(m.people, { count: found.accountIds.length }),
          panel:
            found.accountIds.length === 0 ? (
              nothing
            ) : (
              <ul aria-label={intl.formatMessage(m.peopleList)} className="search-list">
                {found.accountIds.map((id) => (
                  <li key={id}>
                    <FollowableRow accountKey={accountKey} userId={id} withBio />
                  </li>
                ))}
              </ul>
            ),
        },
        {
          id: 'hashtags',
          label: intl.formatMessage(m.hashtags, { count: found.hashtags.length }),
          panel:
            found.hashtags.length === 0 ? (
              nothing
            ) : (
              <ul aria-label={intl.formatMessage(m.hashtagsList)} className="search-list">
                {found.hashtags.map((tag) => (
                  <li key={tag.name}>
                    <HashtagRow tag={tag} {...(signedIn ? { followAs: accountKey } : {})} />
                  </li>
                ))}
              </ul>
            ),
        },
      ]}
    />
  )
}
