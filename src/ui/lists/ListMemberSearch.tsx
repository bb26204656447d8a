import { useIntl } from 'react-intl'
import { useUser } from '../../state/hooks'
import { Alert } from '../common/Alert'
import { formatUserMessage } from '../common/format-user-message'
import { Spinner } from '../common/Spinner'
import { AccountRow } from '../people/AccountRow'
import { Button } from '../primitives/Button'
import { TextField } from '../primitives/TextField'
import { listMessages as m } from './messages'
import { useMemberSearch } from './use-list-editor'

export interface MemberButtonProps {
  account: string
  userId: string
  member: boolean
  onAdd: (id: string) => void
  onRemove: (id: string) => void
}

/** Add or remove one account, named with who it is for a screen reader. */
export function MemberButton({ account, userId, member, onAdd, onRemove }: MemberButtonProps) {
  const intl = useIntl()
  const user = useUser(account, userId)
  const name = user ? user.name || user.screen_name : userId
  return member ? (
    <Button
      size="sm"
      aria-label={intl.formatMessage(m.removeNamed, { name })}
      onClick={() => {
        onRemove(userId)
      }}
    >
      {intl.formatMessage(m.remove)}
    </Button>
  ) : (
    <Button
      size="sm"
      variant="primary"
      aria-label={intl.formatMessage(m.addNamed, { name })}
      onClick={() => {
        onAdd(userId)
      }}
    >
      {intl.formatMessage(m.add)}
    </Button>
  )
}

export interface ListMemberSearchProps {
  account: string
  isMember: (id: string) => boolean
  onAdd: (id: string) => void
  onRemove: (id: string) => void
}

/**
 * Finding people for a list (spec 1 §5): a query is needed, the search waits 2 s after the
 * typing stops (Enter searches at once), and only followed people are searched unless unticked.
 */
export function ListMemberSearch({ account, isMember, onAdd, onRemove }: ListMemberSearchProps) {
  const intl = useIntl()
  const search = useMemberSearch(account)
  return (
    <section className="list-member-search" aria-label={intl.formatMessage(m.addPeople)}>
      <div className="list-member-search-fields">
        <TextField
          type="search"
          label={intl.formatMessage(m.search)}
          hint={intl.formatMessage(m.searchHint)}
          value={search.query}
          onChange={search.setQuery}
          autoComplete="off"
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            // Enter searches here; it must not submit the list's form.
            event.preventDefault()
            search.searchNow()
          }}
        />
        <label className="list-following-only">
          <input
            type="checkbox"
            checked={search.followingOnly}
            onChange={(event) => {
              search.setFollowingOnly(event.currentTarget.checked)
            }}
          />
          {intl.formatMessage(m.followingOnly)}
        </label>
      </div>
      {search.searching && (
        <p role="status" className="list-search-state">
          <Spinner />
          {intl.formatMessage(m.searching)}
        </p>
      )}
      {search.error && (
        <div className="load-problem">
          <Alert>{formatUserMessage(intl, search.error)}</Alert>
          <Button size="sm" onClick={search.retry}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      )}
      {search.results?.length === 0 && (
        <p role="status" className="list-search-state">
          {intl.formatMessage(m.nobodyFound)}
        </p>
      )}
      {search.results && search.results.length > 0 && (
        <ul className="list-people" aria-label={intl.formatMessage(m.found)}>
          {search.results.map((id) => (
            <li key={id}>
              <AccountRow
                accountKey={account}
                userId={id}
                actions={
                  <MemberButton
                    account={account}
                    userId={id}
                    member={isMember(id)}
                    onAdd={onAdd}
                    onRemove={onRemove}
                  />
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
