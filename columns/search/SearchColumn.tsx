import { useNavigate } from 'react-router'
import { useAccounts } from '../../src/accounts'
import { routePath } from '../../src/routes/route-table'
import { SearchForm } from '../../src/ui/search/SearchForm'
import { SearchResults } from '../../src/ui/search/SearchResults'
import '../../src/ui/search/search.css'
import type { ColumnBodyProps } from '../types'
import type { SearchParams } from './index'

/**
 * The search column: its field, then what was found. In the deck a new search is the column's
 * new query; focused (`/search?query=`), it is a new address, so Back goes to the last search.
 */
export default function SearchColumn(props: ColumnBodyProps<SearchParams>) {
  const navigate = useNavigate()
  const { account, params, onParamsChange } = props
  const signedIn = useAccounts().some((candidate) => candidate.key === account)
  const search = (query: string) => {
    if (onParamsChange) onParamsChange({ query })
    else void navigate(routePath('search', {}, query ? { query } : {}))
  }
  return (
    <div className="search-column">
      <SearchForm
        query={params.query}
        onSearch={search}
        focusOnShow={props.focused && !params.query}
      />
      <SearchResults
        accountKey={account}
        query={params.query}
        holder={`search:${props.columnId}`}
        signedIn={signedIn}
      />
    </div>
  )
}
