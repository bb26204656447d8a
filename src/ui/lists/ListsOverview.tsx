import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { routePath } from '../../routes/route-table'
import { useAccountLists } from '../../state/lists'
import { Alert } from '../common/Alert'
import { formatUserMessage } from '../common/format-user-message'
import { Icon } from '../common/Icon'
import { Spinner } from '../common/Spinner'
import { Button } from '../primitives/Button'
import { listMessages as m } from './messages'
import './lists.css'

export interface ListsOverviewProps {
  account: string
  onNew: () => void
  onEdit: (listId: string) => void
}

/** The account's lists (spec 1 §2 /lists): each to its timeline or to editing, and New. */
export function ListsOverview({ account, onNew, onEdit }: ListsOverviewProps) {
  const intl = useIntl()
  const { lists, error, reload } = useAccountLists(account)
  return (
    <div className="lists-overview">
      <div className="lists-toolbar">
        <Button variant="primary" icon="plus" onClick={onNew}>
          {intl.formatMessage(m.newList)}
        </Button>
      </div>
      {error && (
        <div className="load-problem">
          <Alert>{formatUserMessage(intl, error)}</Alert>
          <Button size="sm" onClick={reload}>
            {intl.formatMessage(m.retry)}
          </Button>
        </div>
      )}
      {lists === null && !error && (
        <div className="lists-loading" role="status">
          <Spinner />
          <span className="visually-hidden">{intl.formatMessage(m.loading)}</span>
        </div>
      )}
      {lists?.length === 0 && <p className="list-empty">{intl.formatMessage(m.none)}</p>}
      {lists && lists.length > 0 && (
        <ul className="lists-list" aria-label={intl.formatMessage(m.heading)}>
          {lists.map((list) => (
            <li key={list.id} className="lists-item">
              <Link to={routePath('list-timeline', { id: list.id })} className="lists-item-link">
                <Icon name="list" />
                <span>{list.title}</span>
              </Link>
              <Button
                size="sm"
                icon="edit"
                aria-label={intl.formatMessage(m.editNamed, { title: list.title })}
                onClick={() => {
                  onEdit(list.id)
                }}
              >
                {intl.formatMessage(m.edit)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
